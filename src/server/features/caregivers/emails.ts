import type { Language } from '@core/contract/auth';
import { CAREGIVER_INVITE_TTL_DAYS } from '@core/contract/caregivers';
import type { Email } from '../../deps';
import { escapeHtml } from '../../platform/escape-html';

/** "30 minutes", "1 hour", "1.5 hours"; "30 मिनट", "1 घंटा", "1.5 घंटे". */
export function delayWords(minutes: number, language: Language): string {
  if (minutes < 60) return language === 'hi' ? `${minutes} मिनट` : `${minutes} minutes`;
  const hours = Math.round((minutes / 60) * 100) / 100;
  if (language === 'hi') return hours === 1 ? '1 घंटा' : `${hours} घंटे`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * A dose's time as its member's family reads it, in the owner's time zone: "8:00 am"; in Hindi
 * "रात 8:00", the part of the day in words (hi-IN's own am/pm is Latin: issue 27).
 */
export function doseClock(at: Date, timeZone: string, language: Language): string {
  if (language === 'hi')
    return new Intl.DateTimeFormat('hi-IN', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    }).format(at);
  return new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    at,
  );
}

interface InviteWords {
  subject: (owner: string) => string;
  greeting: string;
  invited: (owner: string, member: string) => string;
  alerts: (member: string, delay: string) => string;
  sees: (member: string) => string;
  openWithin: string;
  button: string;
  account: (email: string) => string;
  ignore: string;
}

const INVITE_TEXTS: Record<Language, InviteWords> = {
  en: {
    subject: (owner) => `${owner} invites you to help care for a family member on MedMitra`,
    greeting: 'Namaste,',
    invited: (owner, member) =>
      `${owner} has invited you to be a caregiver of ${member} on MedMitra, the family medicine reminder app.`,
    alerts: (member, delay) =>
      `When ${member} has not taken a dose ${delay} after its time, you will get an alert in MedMitra and by email.`,
    sees: (member) =>
      `You will see ${member}'s medicines for today and how regularly they are taken, and nothing else of the account.`,
    openWithin: `Open this link within ${CAREGIVER_INVITE_TTL_DAYS} days to accept. It works only once:`,
    button: 'Accept the invitation',
    account: (email) =>
      `Sign in, or create a free account, with this email address (${email}) when the link asks you to.`,
    ignore: 'If you do not know this person, ignore this email: nothing happens without you.',
  },
  hi: {
    subject: (owner) => `${owner} ने आपको MedMitra पर परिवार के एक सदस्य की देखभाल में मदद के लिए बुलाया है`,
    greeting: 'नमस्ते,',
    invited: (owner, member) =>
      `${owner} ने आपको MedMitra (परिवार की दवा याद दिलाने वाला ऐप) पर ${member} का देखभाल करने वाला बनने के लिए बुलाया है।`,
    alerts: (member, delay) =>
      `जब ${member} कोई खुराक उसके समय के ${delay} बाद तक नहीं लेंगे, तो आपको MedMitra में और ईमेल से सूचना मिलेगी।`,
    sees: (member) =>
      `आप ${member} की आज की दवाएँ और वे कितनी नियमित ली जाती हैं, यह देख पाएँगे; खाते का और कुछ नहीं।`,
    openWithin: `स्वीकार करने के लिए यह लिंक ${CAREGIVER_INVITE_TTL_DAYS} दिनों के अंदर खोलें। यह सिर्फ़ एक बार काम करता है:`,
    button: 'निमंत्रण स्वीकार करें',
    account: (email) => `लिंक पूछे तो इसी ईमेल पते (${email}) से साइन इन करें, या मुफ़्त खाता बनाएँ।`,
    ignore: 'अगर आप इन्हें नहीं जानते, तो इस ईमेल को अनदेखा करें: आपके बिना कुछ नहीं होगा।',
  },
};

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
  const w = INVITE_TEXTS[input.language];
  return email(
    input.to,
    w.subject(input.owner),
    [
      w.greeting,
      w.invited(input.owner, input.member),
      w.alerts(input.member, delayWords(input.delayMinutes, input.language)),
      w.sees(input.member),
      w.openWithin,
      `${w.account(input.to)} ${w.ignore}`,
    ],
    { url: input.link, label: w.button },
  );
}

interface AlertWords {
  subject: (member: string) => string;
  greeting: (name: string) => string;
  notTaken: (member: string, medicine: string, time: string) => string;
  why: (owner: string, member: string) => string;
  button: string;
}

const ALERT_TEXTS: Record<Language, AlertWords> = {
  en: {
    subject: (member) => `${member} has not taken a dose`,
    greeting: (name) => `Namaste ${name},`,
    notTaken: (member, medicine, time) =>
      `${member} has not marked ${medicine}, due at ${time}, as taken. Please check on them.`,
    why: (owner, member) =>
      `You get this email because ${owner} added you as a caregiver of ${member} on MedMitra. You can stop helping at any time in MedMitra, under Profile.`,
    button: 'See today’s doses',
  },
  hi: {
    subject: (member) => `${member} ने एक खुराक नहीं ली है`,
    greeting: (name) => `नमस्ते ${name},`,
    notTaken: (member, medicine, time) =>
      `${member} ने ${time} बजे की ${medicine} को ली गई नहीं बताया है। कृपया उनसे पूछ लें।`,
    why: (owner, member) =>
      `आपको यह ईमेल इसलिए मिला क्योंकि ${owner} ने आपको MedMitra पर ${member} का देखभाल करने वाला बनाया है। आप MedMitra में प्रोफ़ाइल से कभी भी मदद करना बंद कर सकते हैं।`,
    button: 'आज की खुराकें देखें',
  },
};

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
  const w = ALERT_TEXTS[input.language];
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
