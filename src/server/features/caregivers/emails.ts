import { CAREGIVER_INVITE_TTL_DAYS } from '@core/contract/caregivers';
import { intlLocale, type Language } from '@core/i18n/languages';
import type { Email } from '../../deps';
import { escapeHtml } from '../../platform/escape-html';
import { textsFor } from '../../texts/texts';

/** "30 minutes", "1 hour", "1.5 hours"; "30 मिनट", "1 घंटा", "1.5 घंटे". */
export function delayWords(minutes: number, language: Language): string {
  const w = textsFor(language).delay;
  if (minutes < 60) return w.minutes(minutes);
  const hours = Math.round((minutes / 60) * 100) / 100;
  return hours === 1 ? w.oneHour : w.hours(hours);
}

/**
 * A dose's time as its member's family reads it, in the owner's time zone: "8:00 am"; in Hindi
 * "रात 8:00", the part of the day in words (hi-IN's own am/pm is Latin).
 */
export function doseClock(at: Date, timeZone: string, language: Language): string {
  const inWords = textsFor(language).clock.dayPeriodInWords;
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(inWords ? { dayPeriod: 'short' as const } : {}),
  }).format(at);
}

function email(to: string, subject: string, lines: string[], link: { url: string; label: string }) {
  const text = [...lines.slice(0, -1), '', link.url, '', lines.at(-1) ?? '', '', '— MedMitra'];
  const html = [
    ...lines.slice(0, -1).map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${escapeHtml(lines.at(-1) ?? '')}</p>`,
    '<p>— MedMitra</p>',
  ];
  return { to, subject, text: text.join('\n'), html: html.join('\n') } satisfies Email;
}

/** The invitation, in the invitee's language (their account's, else the inviter's). */
export function inviteEmail(input: {
  to: string;
  owner: string;
  member: string;
  delayMinutes: number;
  link: string;
  language: Language;
}): Email {
  const w = textsFor(input.language).caregiverInviteEmail;
  return email(
    input.to,
    w.subject(input.owner),
    [
      w.greeting,
      w.invited(input.owner, input.member),
      w.alerts(input.member, delayWords(input.delayMinutes, input.language)),
      w.sees(input.member),
      w.openWithin(CAREGIVER_INVITE_TTL_DAYS),
      `${w.account(input.to)} ${w.ignore}`,
    ],
    { url: input.link, label: w.button },
  );
}

/** A missed dose, to one caregiver, in the caregiver's language. */
export function missedDoseEmail(input: {
  to: string;
  caregiver: string;
  owner: string;
  member: string;
  medicine: string;
  scheduledTime: Date;
  timeZone: string;
  link: string;
  language: Language;
}): Email {
  const w = textsFor(input.language).missedDoseEmail;
  const time = doseClock(input.scheduledTime, input.timeZone, input.language);
  return email(
    input.to,
    w.subject(input.member),
    [
      w.greeting(input.caregiver),
      w.notTaken(input.member, input.medicine, time),
      w.why(input.owner, input.member),
    ],
    { url: input.link, label: w.button },
  );
}
