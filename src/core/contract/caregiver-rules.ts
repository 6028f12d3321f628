/**
 * The caregiver rules (ADR 037) without zod, for the web's chunks; caregivers.ts builds its schemas
 * from these.
 */

/**
 * Caregivers (ADR 037): the owner of a family member invites another person by email to
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

/** The invitation's token, as the link carries it (randomToken: 43 base64url characters). */
export const CAREGIVER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The accept page's path; sign-in and sign-up come back to it (with its token) afterwards. It is
 * /care/:id's route with the id 'accept' (link ids are UUIDs): one route and one loader in the
 * signed-in shell for both caregiver pages, whose bytes every signed-in first load carries.
 */
export const CAREGIVER_ACCEPT_PATH = '/care/accept';
