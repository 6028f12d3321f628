/**
 * DPDP Rules 2025: the person a user writes to about their personal data, and how fast they
 * answer. The server reads the contact from GRIEVANCE_OFFICER_NAME / GRIEVANCE_OFFICER_EMAIL
 * (src/server/env.ts) and these defaults when unset. The signed-in privacy page asks the
 * server (GET /api/grievance-contact); the static public page is built with marks in the
 * contact's place, which the server replaces with the same contact when it serves the page.
 */
export interface GrievanceContact {
  /** The officer's name; null when none is configured (the policy then shows the email only). */
  name: string | null;
  email: string;
}

export const DEFAULT_GRIEVANCE_CONTACT: GrievanceContact = {
  name: null,
  email: 'grievance@medmitra.in',
};

/** The most days we take to resolve a grievance (the DPDP Rules allow at most 90). */
export const GRIEVANCE_RESPONSE_DAYS = 30;

/** Hours within which we tell affected users of a personal data breach we learn of. */
export const BREACH_NOTICE_HOURS = 72;
