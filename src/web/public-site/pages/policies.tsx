import { GRIEVANCE_EMAIL_MARK, GRIEVANCE_NAME_MARK } from '@core/routes/public-site';
// The policies' texts are plain components (no hooks, providers or catalogue, ADR 029): the
// signed-in pages and these public ones show the same words.
import {
  PrivacyPolicyText,
  RefundPolicyText,
  TermsConditionsText,
} from '@web/features/policies/content';
import type { PublicPage } from '../registry';

/** The contact the server replaces with its configured grievance officer when it serves the page. */
const SERVED_CONTACT = { name: GRIEVANCE_NAME_MARK, email: GRIEVANCE_EMAIL_MARK };

export const termsPage: PublicPage = {
  path: '/public-terms-conditions',
  title: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
  description: {
    en: 'The terms for using MedMitra, the family health app: what it is and is not (not medical advice), your account, premium and fair use.',
    hi: 'MedMitra परिवार हेल्थ ऐप इस्तेमाल करने की शर्तें: यह क्या है और क्या नहीं (डॉक्टरी सलाह नहीं), आपका खाता, प्रीमियम और सही इस्तेमाल।',
  },
  navLabel: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
  body: TermsConditionsText,
  kind: 'article',
  group: 'policy',
};

export const privacyPage: PublicPage = {
  path: '/public-privacy-policy',
  title: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
  description: {
    en: 'What MedMitra collects about your family, why, where it is kept and for how long, who can see it, and your rights under the DPDP Act 2023.',
    hi: 'MedMitra आपके परिवार के बारे में क्या जानकारी रखता है, क्यों, कहाँ और कितने समय तक, कौन देख सकता है, और DPDP क़ानून 2023 के तहत आपके अधिकार।',
  },
  navLabel: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
  body: {
    en: function PrivacyEnglish() {
      return <PrivacyPolicyText.en contact={SERVED_CONTACT} />;
    },
    hi: function PrivacyHindi() {
      return <PrivacyPolicyText.hi contact={SERVED_CONTACT} />;
    },
  },
  kind: 'article',
  group: 'policy',
};

export const refundPage: PublicPage = {
  path: '/public-refund-policy',
  title: { en: 'Refund Policy', hi: 'रिफ़ंड नीति' },
  description: {
    en: 'MedMitra Premium costs ₹120 a year and does not renew by itself. When and how you get your money back, and how long it takes.',
    hi: 'MedMitra प्रीमियम ₹120 सालाना है और अपने-आप रिन्यू नहीं होता। पैसे कब और कैसे वापस मिलते हैं, और इसमें कितना समय लगता है।',
  },
  navLabel: { en: 'Refund Policy', hi: 'रिफ़ंड नीति' },
  body: RefundPolicyText,
  kind: 'article',
  group: 'policy',
};
