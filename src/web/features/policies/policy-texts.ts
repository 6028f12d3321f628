import type { ComponentType } from 'react';
import type { GrievanceContact } from '@core/policies/grievance';
import type { Language } from '@core/i18n/languages';
import { preloadable, type Preloadable } from '@web/lib/preloadable';

export type PolicyName = 'terms' | 'privacy' | 'refund';
export interface PolicyTextProps {
  contact?: GrievanceContact;
}
type Loader = () => Promise<{ default: ComponentType<PolicyTextProps> }>;

/**
 * Each policy's text, one chunk per language (ADR 029: long texts stay out of the
 * Lingui catalogue, and a reader downloads only their language).
 */
const LOADERS: Record<PolicyName, Record<Language, Loader>> = {
  terms: {
    en: () => import('./content/terms.en').then((m) => ({ default: m.TermsEn })),
    hi: () => import('./content/terms.hi').then((m) => ({ default: m.TermsHi })),
  },
  privacy: {
    en: () => import('./content/privacy.en').then((m) => ({ default: m.PrivacyEn })),
    hi: () => import('./content/privacy.hi').then((m) => ({ default: m.PrivacyHi })),
  },
  refund: {
    en: () => import('./content/refund.en').then((m) => ({ default: m.RefundEn })),
    hi: () => import('./content/refund.hi').then((m) => ({ default: m.RefundHi })),
  },
};

export const POLICY_TEXT = Object.fromEntries(
  Object.entries(LOADERS).map(([name, byLocale]) => [
    name,
    { en: preloadable(byLocale.en), hi: preloadable(byLocale.hi) },
  ]),
) as Record<PolicyName, Record<Language, Preloadable<PolicyTextProps>>>;
