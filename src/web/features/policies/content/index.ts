/**
 * The three policies' bodies, per language, for the static public site (ADR 028, ADR 029):
 * each a component with no required props, no hooks and no app providers, rendered with
 * `renderToStaticMarkup`. `PrivacyPolicyText` takes an optional `contact` (the grievance
 * officer; DEFAULT_GRIEVANCE_CONTACT of src/core/policies/grievance.ts when omitted).
 * The signed-in app does not import this file: it loads one language at a time (policy-texts.ts).
 */
import { PrivacyEn } from './privacy.en';
import { PrivacyHi } from './privacy.hi';
import { RefundEn } from './refund.en';
import { RefundHi } from './refund.hi';
import { TermsEn } from './terms.en';
import { TermsHi } from './terms.hi';

export { PolicyMeta, Section } from './parts';
export { PrivacyEn, PrivacyHi, RefundEn, RefundHi, TermsEn, TermsHi };

export const TermsConditionsText = { en: TermsEn, hi: TermsHi } as const;
export const PrivacyPolicyText = { en: PrivacyEn, hi: PrivacyHi } as const;
export const RefundPolicyText = { en: RefundEn, hi: RefundHi } as const;
