import type { Language } from '@core/contract/auth';
import type { Email } from '../../deps';
import { escapeHtml } from '../../platform/escape-html';

const DELETED_TEXTS: Record<
  Language,
  { subject: string; greeting: (name: string) => string; lines: string[] }
> = {
  en: {
    subject: 'Your MedMitra account has been deleted',
    greeting: (name) => `Namaste ${name},`,
    lines: [
      'Your MedMitra account has been deleted, as you asked.',
      'Your family members, medicines, dose history, health readings, periods, eye tests, prescriptions and price searches are gone from our servers, and every device has been signed out.',
      'If you did not ask for this, reply to this email at once.',
      'Thank you for using MedMitra.',
    ],
  },
  hi: {
    subject: 'आपका MedMitra खाता हटा दिया गया है',
    greeting: (name) => `नमस्ते ${name},`,
    lines: [
      'आपके कहने पर आपका MedMitra खाता हटा दिया गया है।',
      'आपके परिवार के सदस्य, दवाएँ, खुराक का रिकॉर्ड, सेहत की रीडिंग, पीरियड, आँखों की जाँच, पर्चे और दवा के दाम की खोजें हमारे सर्वर से मिटा दी गई हैं, और हर डिवाइस से साइन आउट कर दिया गया है।',
      'अगर आपने यह नहीं माँगा था, तो तुरंत इस ईमेल का जवाब दें।',
      'MedMitra इस्तेमाल करने के लिए धन्यवाद।',
    ],
  },
};

/** The confirmation that the account is gone, in the account's language. */
export function accountDeletedEmail(to: string, username: string, language: Language): Email {
  const w = DELETED_TEXTS[language];
  const text = [w.greeting(username), '', ...w.lines, '', '— MedMitra'].join('\n');
  const html = [w.greeting(username), ...w.lines, '— MedMitra']
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return { to, subject: w.subject, text, html };
}
