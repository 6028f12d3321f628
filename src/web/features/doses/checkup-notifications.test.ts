import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@web/features/notifications/preferences';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  checkupNotifications,
  healthReminderTypesFrom,
  periodReminderFrom,
  reminderDay,
  showsInApp,
} from './checkup-notifications';
import { fromReminder } from './local-notification';
import { markShown, wasShown } from './shown-store';

const day = '2026-11-24';
const prefs = DEFAULT_PREFERENCES;
const due = (daysUntilDue: number | null, shouldRemind = true) => ({ shouldRemind, daysUntilDue });

describe('period and health reminders as in-app notifications (spec §3, §9)', () => {
  it('says the period is due in N day(s), literally, or today at 0 or less', () => {
    const message = (d: number) =>
      checkupNotifications({ period: due(d), health: [], prefs, day })[0]?.message;
    expect(message(2)).toBe('Your period is due in 2 day(s)');
    expect(message(1)).toBe('Your period is due in 1 day(s)');
    expect(message(0)).toBe('Your period is due today');
    expect(message(-1)).toBe('Your period is due today');
  });

  it('shows no period notification when the server says not to remind', () => {
    expect(checkupNotifications({ period: due(5, false), health: [], prefs, day })).toEqual([]);
    expect(checkupNotifications({ period: due(null), health: [], prefs, day })).toEqual([]);
  });

  it('uses the monthly check texts word for word, one per kind whoever it is for', () => {
    const health = [
      { type: 'blood_pressure', memberId: 'me' },
      { type: 'blood_pressure', memberId: 'amma' },
      { type: 'sugar_test', memberId: 'me' },
    ];
    const list = checkupNotifications({ period: undefined, health, prefs, day });
    expect(list.map((n) => [n.type, n.message])).toEqual([
      ['health_checkup', 'Time for your monthly blood pressure monitoring'],
      ['health_checkup', 'Time for your monthly blood sugar test'],
    ]);
  });

  it('carries the day in its id: once a day, and again the next day', () => {
    const [today] = checkupNotifications({ period: due(2), health: [], prefs, day });
    const [tomorrow] = checkupNotifications({
      period: due(1),
      health: [],
      prefs,
      day: '2026-11-25',
    });
    expect(today?.id).toBe('period@2026-11-24');
    expect(tomorrow?.id).toBe('period@2026-11-25');
    const [bp] = checkupNotifications({ health: [{ type: 'blood_pressure' }], prefs, day });
    expect(bp?.id).toBe('health_checkup:blood_pressure@2026-11-24');
  });

  it('leaves out a kind whose stored preference is off', () => {
    const input = { period: due(2), health: [{ type: 'sugar_test' }], day };
    const types = (p: typeof prefs) =>
      checkupNotifications({ ...input, prefs: p }).map((n) => n.id);
    expect(types({ ...prefs, periods: false })).toEqual(['health_checkup:sugar_test@2026-11-24']);
    expect(types({ ...prefs, healthCheckups: false })).toEqual(['period@2026-11-24']);
    expect(types({ ...prefs, medications: false, generalReminders: false })).toHaveLength(2);
  });

  it('medication reminders stay in-app whatever the preferences; the others follow theirs', () => {
    const medicine = fromReminder({
      medicationId: 'm',
      medicationName: 'Metformin',
      dosage: '500 mg',
      scheduledTime: '2026-11-24T02:30:00.000Z',
    });
    const [period] = checkupNotifications({ period: due(2), prefs, day });
    if (!period) throw new Error('no period notification');
    const off = { ...prefs, medications: false, periods: false };
    expect(showsInApp(medicine, off)).toBe(true);
    expect(showsInApp(period, off)).toBe(false);
    expect(showsInApp(period, prefs)).toBe(true);
  });

  it('a shown reminder is not shown again that day on this device, but is the next day', () => {
    const store = new MemoryStorage();
    const now = Date.UTC(2026, 10, 24, 4, 0);
    const [today] = checkupNotifications({ period: due(2), prefs, day });
    markShown(store, today?.id ?? '', now);
    const again = checkupNotifications({ period: due(2), prefs, day });
    expect(again.filter((n) => !wasShown(store, n.id, now + 60_000))).toEqual([]);
    const next = checkupNotifications({ period: due(1), prefs, day: '2026-11-25' });
    expect(next.filter((n) => !wasShown(store, n.id, now + 20 * 3_600_000))).toHaveLength(1);
  });

  it('the day is the local date in the given zone', () => {
    // 20:00 UTC on the 24th is already the 25th in India, still the 24th in New York.
    const at = Date.UTC(2026, 10, 24, 20, 0);
    expect(reminderDay(at, 'Asia/Kolkata')).toBe('2026-11-25');
    expect(reminderDay(at, 'America/New_York')).toBe('2026-11-24');
  });
});

describe('reading the answers (spec §8: bad answers are only logged)', () => {
  it('reads a period answer, or nothing from anything else', () => {
    expect(periodReminderFrom({ shouldRemind: true, daysUntilDue: 2, message: 'x' })).toEqual(
      due(2),
    );
    expect(periodReminderFrom({ shouldRemind: false, daysUntilDue: null })).toEqual(
      due(null, false),
    );
    expect(periodReminderFrom({ shouldRemind: 'yes', daysUntilDue: 2 })).toBeNull();
    expect(periodReminderFrom({ shouldRemind: true, daysUntilDue: '2' })).toBeNull();
    expect(periodReminderFrom([])).toBeNull();
    expect(periodReminderFrom(null)).toBeNull();
  });

  it('reads the health kinds, skipping unknown ones and non-arrays', () => {
    expect(
      healthReminderTypesFrom([
        { type: 'sugar_test' },
        { type: 'eye' },
        null,
        { type: 'blood_pressure' },
      ]),
    ).toEqual(['sugar_test', 'blood_pressure']);
    expect(healthReminderTypesFrom({ type: 'sugar_test' })).toEqual([]);
  });
});
