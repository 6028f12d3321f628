import type { Language } from '@core/i18n/languages';
import type { Email } from '../../deps';
import { escapeHtml } from '../../platform/escape-html';
import { textsFor } from '../../texts/texts';

/** The confirmation that the account is gone, in the account's language. */
export function accountDeletedEmail(to: string, username: string, language: Language): Email {
  const w = textsFor(language).accountDeletedEmail;
  const text = [w.greeting(username), '', ...w.lines, '', '— MedMitra'].join('\n');
  const html = [w.greeting(username), ...w.lines, '— MedMitra']
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return { to, subject: w.subject, text, html };
}
