import type { PerLanguage } from './registry';

/**
 * The public site's own short texts, in both languages. Not in the Lingui catalogue (ADR 028):
 * these pages run no JavaScript, and every Hindi user of the app would download them for nothing.
 */
export const CHROME = {
  home: { en: 'MedMitra home', hi: 'MedMitra मुख्य पेज' },
  signIn: { en: 'Sign in', hi: 'साइन इन' },
  ctaTitle: {
    en: 'Start with your family today',
    hi: 'आज ही अपने परिवार के साथ शुरू करें',
  },
  ctaText: {
    en: 'MedMitra is free to use. Sign in, or create an account in a minute with your email.',
    hi: 'MedMitra मुफ़्त है। साइन इन करें, या अपने ईमेल से एक मिनट में खाता बनाएँ।',
  },
  ctaButton: {
    en: 'Sign in or create a free account',
    hi: 'साइन इन करें या मुफ़्त खाता बनाएँ',
  },
  languageNav: { en: 'Language', hi: 'भाषा' },
  otherLanguage: { en: 'हिन्दी', hi: 'English' },
  otherLanguageLabel: { en: 'यह पेज हिन्दी में पढ़ें', hi: 'Read this page in English' },
  footerPages: { en: 'Trackers and guides', hi: 'ट्रैकर और गाइड' },
  footerPolicies: { en: 'Policies', hi: 'नीतियाँ' },
  footerNote: {
    en: 'MedMitra helps you keep track. It does not diagnose or treat: for medical decisions, please talk to your doctor.',
    hi: 'MedMitra हिसाब रखने में मदद करता है। यह बीमारी की पहचान या इलाज नहीं करता: इलाज से जुड़े फ़ैसलों के लिए अपने डॉक्टर से बात करें।',
  },
  notMedicalAdvice: { en: 'Not medical advice', hi: 'यह चिकित्सा सलाह नहीं है' },
  sources: { en: 'Sources', hi: 'स्रोत' },
  screenshotNote: {
    en: 'Screenshot of the app with sample data',
    hi: 'ऐप का स्क्रीनशॉट, नमूना डेटा के साथ',
  },
  notFoundTitle: { en: 'Page not found', hi: 'पेज नहीं मिला' },
  notFoundText: {
    en: 'We could not find this page. It may have moved, or the address may be mistyped.',
    hi: 'यह पेज हमें नहीं मिला। हो सकता है यह कहीं और चला गया हो, या पता गलत लिखा गया हो।',
  },
  notFoundHome: { en: 'Go to MedMitra', hi: 'MedMitra पर जाएँ' },
} as const satisfies Record<string, PerLanguage<string>>;
