import { afterAll, describe, expect, it } from 'vitest';
import { HEALTH_REMINDER_TEXT } from '@core/health/checkups';
import { periodText } from '@core/health/cycle';
import { activate } from '@web/lib/i18n/i18n';
import { DEFAULT_PREFERENCES } from '@web/features/notifications/preferences';
import { checkupNotifications } from './checkup-notifications';
import { fromReminder, type LocalNotification } from './local-notification';
import { notificationText } from './reminder-texts';

const REMINDER = {
  medicationId: 'm1',
  medicationName: 'Amlodipine',
  dosage: '5 mg',
  scheduledTime: '2026-11-24T02:30:00.000Z',
};
const DOSE = fromReminder({ ...REMINDER, instructions: 'After breakfast' });
const PREFS = DEFAULT_PREFERENCES;

const stored: LocalNotification[] = [
  DOSE,
  fromReminder({ ...REMINDER, medicationId: 'm2' }),
  ...checkupNotifications({
    period: { shouldRemind: true, daysUntilDue: 3 },
    health: [{ type: 'blood_pressure' }, { type: 'sugar_test' }],
    prefs: PREFS,
    day: '2026-11-24',
  }),
  ...checkupNotifications({
    period: { shouldRemind: true, daysUntilDue: 0 },
    prefs: PREFS,
    day: '2026-11-24',
  }),
];

describe('a stored notification’s words', () => {
  afterAll(() => activate('en'));

  it('are, in English, exactly as stored', () => {
    expect(stored.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        periodText(3),
        periodText(0),
        HEALTH_REMINDER_TEXT.blood_pressure,
        HEALTH_REMINDER_TEXT.sugar_test,
        'Take Amlodipine 5 mg (After breakfast)',
      ]),
    );
    for (const n of stored)
      expect(notificationText(n)).toEqual({ title: n.title, message: n.message });
  });

  it('are in Hindi when Hindi is on (names and units stay)', async () => {
    await activate('hi');
    expect(notificationText(DOSE)).toEqual({
      title: 'दवा का समय',
      message: 'Amlodipine 5 mg लें (After breakfast)',
    });
    for (const n of stored.slice(2)) {
      const { title, message } = notificationText(n);
      const words = `${title} ${message}`.match(/[A-Za-z]+/g) ?? [];
      expect(words.filter((w) => w !== 'BP')).toEqual([]);
    }
  });
});
