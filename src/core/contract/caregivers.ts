import * as z from 'zod/mini';
import { emailSchema } from './auth';

/**
 * Issue 16, caregivers (ADR 037): the owner of a family member invites another person by email to
 * watch that member's doses. The owner picks, per caregiver, how long after a dose's time an
 * unlogged dose alerts them: from 30 minutes to 4 hours.
 */
export const CAREGIVER_DELAY_MIN_MINUTES = 30;
export const CAREGIVER_DELAY_MAX_MINUTES = 4 * 60;
/** The choices the invite form offers (any whole minute in the range is accepted). */
export const CAREGIVER_DELAY_CHOICES = [30, 60, 90, 120, 180, 240] as const;
export const DEFAULT_CAREGIVER_DELAY_MINUTES = 60;

/** An invitation's link works once, for 7 days. */
export const CAREGIVER_INVITE_TTL_DAYS = 7;
/** Caregivers and open invitations one member may have together. */
export const MAX_CAREGIVERS_PER_MEMBER = 5;

export const CAREGIVER_MESSAGES = {
  delay: 'Please choose when to alert: between 30 minutes and 4 hours after the dose time',
  ownEmail: 'You cannot invite yourself: please enter the email of the person who will help',
  alreadyCaregiver: 'This person already helps care for this family member',
  tooMany: `A family member can have at most ${MAX_CAREGIVERS_PER_MEMBER} caregivers and open invitations together. Remove one to invite someone else.`,
  invalidLink: 'This invitation link is invalid or has expired. Please ask for a new one.',
  otherEmail:
    'This invitation was sent to another email address. Please sign in with the address it was sent to.',
  incompleteLink: 'The invitation link is incomplete',
} as const;

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

/** The invitation's token, as the link carries it (randomToken: 43 base64url characters). */
export const CAREGIVER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/** POST /api/caregiver-invites/lookup and /accept. */
export const caregiverTokenSchema = z.object({
  token: z
    .string({ error: CAREGIVER_MESSAGES.incompleteLink })
    .check(z.regex(CAREGIVER_TOKEN_PATTERN, CAREGIVER_MESSAGES.incompleteLink)),
});

/** The accept page's path; sign-in and sign-up come back to it (with its token) afterwards. */
export const CAREGIVER_ACCEPT_PATH = '/caregiver/accept';

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
