import type { PushTexts } from '@core/push/payload';

/**
 * Every word the server writes to a person (push notifications and emails), in one language.
 * `TEXTS` (texts.ts) needs one of these for each language in core/i18n/languages.ts, so a new
 * language fails the typecheck until its texts are written; texts.test.ts checks that each
 * language has every key, none empty, with the same placeholders as English.
 */
export interface ServerTexts {
  push: PushTexts;
  /** A delay as words: "30 minutes", "1 hour", "1.5 hours". */
  delay: {
    minutes: (minutes: number) => string;
    oneHour: string;
    hours: (hours: number) => string;
  };
  /** How a dose's time reads: Hindi says the part of the day in words ("रात 8:00"). */
  clock: { dayPeriodInWords: boolean };
  resetEmail: {
    subject: string;
    greeting: (name: string) => string;
    asked: string;
    openWithin: string;
    button: string;
    signsOut: string;
    ignore: string;
  };
  accountDeletedEmail: { subject: string; greeting: (name: string) => string; lines: string[] };
  caregiverInviteEmail: {
    subject: (owner: string) => string;
    greeting: string;
    invited: (owner: string, member: string) => string;
    alerts: (member: string, delay: string) => string;
    sees: (member: string) => string;
    openWithin: (days: number) => string;
    button: string;
    account: (email: string) => string;
    ignore: string;
  };
  missedDoseEmail: {
    subject: (member: string) => string;
    greeting: (name: string) => string;
    notTaken: (member: string, medicine: string, time: string) => string;
    why: (owner: string, member: string) => string;
    button: string;
  };
  supportReplyEmail: { subject: string; wrote: string; signature: string };
}
