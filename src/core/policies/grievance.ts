/**
 * DPDP Rules 2025: the person a user writes to about their personal data, and how fast they
 * answer. The server reads the contact from GRIEVANCE_OFFICER_NAME / GRIEVANCE_OFFICER_EMAIL
 * (src/server/env.ts) and these defaults when unset; the static public pages are built with
 * the same variables at build time (vite.config.ts).
 */
export interface GrievanceContact {
  name: string;
  email: string;
}

export const DEFAULT_GRIEVANCE_CONTACT: GrievanceContact = {
  name: 'Grievance Officer, MedMitra',
  email: 'grievance@medmitra.in',
};

/** The most days we take to resolve a grievance (the DPDP Rules allow at most 90). */
export const GRIEVANCE_RESPONSE_DAYS = 30;

/** Hours within which we tell affected users of a personal data breach we learn of. */
export const BREACH_NOTICE_HOURS = 72;
