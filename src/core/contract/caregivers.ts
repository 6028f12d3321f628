import * as z from 'zod/mini';
import { emailSchema } from './auth';
import {
  CAREGIVER_DELAY_MAX_MINUTES,
  CAREGIVER_DELAY_MIN_MINUTES,
  CAREGIVER_MESSAGES,
  CAREGIVER_TOKEN_PATTERN,
} from './caregiver-rules';

export * from './caregiver-rules';

const delayMinutes = z
  .number({ error: CAREGIVER_MESSAGES.delay })
  .check(
    z.int(CAREGIVER_MESSAGES.delay),
    z.gte(CAREGIVER_DELAY_MIN_MINUTES, CAREGIVER_MESSAGES.delay),
    z.lte(CAREGIVER_DELAY_MAX_MINUTES, CAREGIVER_MESSAGES.delay),
  );

/** POST /api/family-members/:id/caregivers */
export const caregiverInviteSchema = z.object({ email: emailSchema, delayMinutes });
export type CaregiverInviteInput = z.input<typeof caregiverInviteSchema>;

/** PATCH /api/caregivers/:id: the owner changes when a caregiver is alerted. */
export const caregiverUpdateSchema = z.object({ delayMinutes });

/** POST /api/caregiver-invites/lookup and /accept. */
export const caregiverTokenSchema = z.object({
  token: z
    .string({ error: CAREGIVER_MESSAGES.incompleteLink })
    .check(z.regex(CAREGIVER_TOKEN_PATTERN, CAREGIVER_MESSAGES.incompleteLink)),
});

/** A caregiver of one member, as the member's owner sees them. */
export interface Caregiver {
  id: string;
  name: string;
  email: string;
  delayMinutes: number;
  since: string;
}

/** An invitation not yet accepted, as the owner sees it. */
export interface CaregiverInvite {
  id: string;
  email: string;
  delayMinutes: number;
  expiresAt: string;
}

/** GET /api/family-members/:id/caregivers */
export interface MemberCaregivers {
  caregivers: Caregiver[];
  invites: CaregiverInvite[];
}

/** What the invitee sees before accepting (lookup) and what accepting answers. */
export interface CaregiverInvitation {
  ownerName: string;
  memberName: string;
  delayMinutes: number;
  expiresAt: string;
}

/** A member the signed-in account helps care for (GET /api/caring-for). */
export interface CaredFor {
  /** The link's id: /care/:id. */
  id: string;
  memberName: string;
  ownerName: string;
  delayMinutes: number;
  since: string;
}

export type CareDoseState = 'taken' | 'missed' | 'pending';

/** One of the member's doses today, read-only. */
export interface CareDose {
  medicationId: string;
  name: string;
  dosage: string;
  scheduledTime: string;
  state: CareDoseState;
}

/** GET /api/caring-for/:id: the member's today and adherence, nothing else of the account. */
export interface CareView extends CaredFor {
  /** The owner's time zone, in which "today" and the dose times are read. */
  timeZone: string;
  day: string;
  doses: CareDose[];
  today: { scheduled: number; taken: number; missed: number; pending: number; percentage: number };
  /** The last 7 days up to now, today included. */
  week: { scheduled: number; taken: number; missed: number; percentage: number };
}

/** The caregiver's alert's figures (notifications.params), for the client's own words. */
export interface CaregiverAlertParams {
  member: string;
  medicine: string;
  scheduledTime: string;
  /** The owner's time zone, in which the family reads the dose's time. */
  timeZone: string;
  /** The caregiver link, for "See today's doses" (/care/:link). */
  link: string;
}
