import { msg, plural, t } from '@lingui/core/macro';
import { HEALTH_REMINDER_TEXT } from '@core/health/checkups';
import { instructionsText } from '@web/lib/medicine-texts';
import { i18n } from '@web/lib/i18n/i18n';
import { textTable, translateText } from '@web/lib/i18n/text-table';
import type { LocalNotification } from './local-notification';

/**
 * A stored notification's words are English (they are kept on the device as made:
 * local-notification.ts, checkup-notifications.ts, src/core's period and check-up texts). This
 * gives them in the active language when shown; reminder-texts.test.ts checks that the English
 * comes out exactly as stored.
 */
const CHECKUP_TEXTS = textTable([
  [HEALTH_REMINDER_TEXT.blood_pressure, msg`Time for your monthly blood pressure monitoring`],
  [HEALTH_REMINDER_TEXT.sugar_test, msg`Time for your monthly blood sugar test`],
  ['Your period is due today', msg`Your period is due today`],
]);

function messageText(notification: LocalNotification): string {
  const { message } = notification;
  const days = /^Your period is due in (\d+) day\(s\)$/.exec(message)?.[1];
  if (days !== undefined)
    return plural(Number(days), {
      one: 'Your period is due in # day(s)',
      other: 'Your period is due in # day(s)',
    });
  if (notification.type === 'medication' && notification.medicationName !== undefined) {
    const name = notification.medicationName;
    const dosage = notification.dosage ?? '';
    const what = `${name} ${dosage}`.trim();
    const instructions =
      notification.instructions && instructionsText(i18n, notification.instructions);
    return instructions ? t`Take ${what} (${instructions})` : t`Take ${what}`;
  }
  return translateText(i18n, CHECKUP_TEXTS, message);
}

/** The notification's title and message in the active language. */
export function notificationText(notification: LocalNotification): {
  title: string;
  message: string;
} {
  const title =
    notification.type === 'medication'
      ? t`Time for your medicine`
      : notification.type === 'period'
        ? t`Period reminder`
        : t`Health checkup`;
  return { title, message: messageText(notification) };
}

/** A dose's instructions on the reminder, in the active language when they are core's words. */
export function reminderInstructions(instructions: string): string {
  return instructionsText(i18n, instructions);
}
