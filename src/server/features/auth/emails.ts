import { DEFAULT_LANGUAGE, type Language } from '@core/i18n/languages';
import type { Email } from '../../deps';
import { escapeHtml } from '../../platform/escape-html';
import { textsFor } from '../../texts/texts';

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
