import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg, plural } from '@lingui/core/macro';
import type { ServerNotification } from '@core/contract/prescriptions';

/**
 * The server's refill alert (src/server/jobs/refill-alerts.ts) in the active language. The
 * server writes it in English with the medicine's name and figures in the sentence (ADR 026: the
 * server answers English); its two shapes are read back here. Anything else, or a sentence the
 * server words differently one day, is shown as the server wrote it.
 */
const TIME_TO_REFILL = 'Time to refill';
const RUN_OUT = /^(.+) has run out\. Please refill it\.$/;
const DAYS_LEFT =
  /^(.+): about (\d+) days? of stock left \((\d+) left\)\. Please refill it soon\.$/;

const TITLE = msg`Time to refill`;

export function alertTitle(i18n: I18n, notification: Pick<ServerNotification, 'title'>): string {
  return notification.title === TIME_TO_REFILL ? i18n._(TITLE) : notification.title;
}

export function alertMessage(
  i18n: I18n,
  notification: Pick<ServerNotification, 'message'>,
): string {
  const { message } = notification;
  const runOut = RUN_OUT.exec(message);
  if (runOut) {
    const medicine = runOut[1] ?? '';
    return i18n._(msg`${medicine} has run out. Please refill it.`);
  }
  const daysLeft = DAYS_LEFT.exec(message);
  if (daysLeft) {
    const [, medicine = '', daysText, stockText] = daysLeft;
    const days = Number(daysText);
    const stock = Number(stockText);
    return i18n._(
      msg`${medicine}: ${plural(days, { one: 'about # day of stock left', other: 'about # days of stock left' })} (${stock} left). Please refill it soon.`,
    );
  }
  return message;
}
