import { DEFAULT_LANGUAGE, type Language } from '@core/i18n/languages';
import type { Email } from '../../deps';
import { escapeHtml } from '../../platform/escape-html';
import { textsFor } from '../../texts/texts';

/** The reset email's words, in each language the app speaks (issue 11: the user's language). */
const RESET_TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    asked: string;
    openWithin: string;
    button: string;
    signsOut: string;
    ignore: string;
  }
> = {
  en: {
    subject: 'Reset your MedMitra password',
    greeting: (name) => `Namaste ${name},`,
    asked: 'Someone (we hope you) asked to reset the password of your MedMitra account.',
    openWithin: 'Open this link within 1 hour to choose a new password. It works only once:',
    button: 'Reset my MedMitra password',
    signsOut: 'Resetting the password signs your account out on every device.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  hi: {
    subject: 'अपना MedMitra पासवर्ड बदलें',
    greeting: (name) => `नमस्ते ${name},`,
    asked: 'किसी ने (हमें उम्मीद है आपने) आपके MedMitra खाते का पासवर्ड बदलने को कहा है।',
    openWithin: 'नया पासवर्ड चुनने के लिए यह लिंक 1 घंटे के अंदर खोलें। यह सिर्फ़ एक बार काम करता है:',
    button: 'मेरा MedMitra पासवर्ड बदलें',
    signsOut: 'पासवर्ड बदलने पर आपका खाता हर डिवाइस से साइन आउट हो जाएगा।',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};

/** The password reset email, in the account's language. */
export function resetEmail(
  to: string,
  username: string,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
): Email {
  const w = textsFor(language).resetEmail;
  const text = [
    w.greeting(username),
    '',
    w.asked,
    w.openWithin,
    '',
    link,
    '',
    w.signsOut,
    w.ignore,
    '',
    '— MedMitra',
  ].join('\n');
  const html = `<p>${escapeHtml(w.greeting(username))}</p>
<p>${escapeHtml(w.asked)}
${escapeHtml(w.openWithin)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(w.button)}</a></p>
<p>${escapeHtml(w.signsOut)}<br>
${escapeHtml(w.ignore)}</p>
<p>— MedMitra</p>`;
  return { to, subject: w.subject, text, html };
}
