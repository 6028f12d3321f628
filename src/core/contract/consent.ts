import * as z from 'zod/mini';
import { POLICY_VERSION } from '../policies/version';

/** The server's English for a missing or outdated consent (the web words them: auth-texts.ts). */
export const CONSENT_MESSAGES = {
  required: 'Please accept the Terms & Conditions, Privacy Policy and Refund Policy to continue',
  outdated: 'Our policies have changed. Please reload the page and read them again.',
} as const;

/** The policies' version the person read: only the current one can be accepted. */
const policyVersion = z
  .number({ error: CONSENT_MESSAGES.outdated })
  .check(z.refine((v) => v === POLICY_VERSION, CONSENT_MESSAGES.outdated));

/**
 * What sign-up and a later acceptance carry: the ticked box (explicit consent, DPDP Act 2023
 * s.6: a clear affirmative action) and the version it was given for.
 */
export const consentFields = {
  acceptPolicies: z.literal(true, { error: CONSENT_MESSAGES.required }),
  policyVersion,
};

/** POST /api/auth/consent: accepting the current policies again after they changed. */
export const consentSchema = z.object(consentFields);
export type ConsentInput = z.input<typeof consentSchema>;
