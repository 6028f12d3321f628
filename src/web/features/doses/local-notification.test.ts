import { describe, expect, it } from 'vitest';
import { doseNotificationId, fromReminder, toLocalNotification } from './local-notification';
import { remindersFrom } from './reminders-from';

const reminder = {
  medicationId: 'med-1',
  medicationName: 'Amlodipine',
  dosage: '5 mg',
  instructions: 'after food',
  scheduledTime: '2026-11-22T14:30:00.000Z',
};

describe('local in-app notification (spec §3)', () => {
  it('one id per dose, whatever the seconds of the time', () => {
    expect(doseNotificationId('m', '2026-11-22T14:30:00.000Z')).toBe(
      doseNotificationId('m', '2026-11-22T20:00:45+05:30'),
    );
    expect(doseNotificationId('m', '2026-11-22T14:30:00Z')).not.toBe(
      doseNotificationId('m', '2026-11-22T14:31:00Z'),
    );
    expect(doseNotificationId('m', '2026-11-22T14:30:00Z')).not.toBe(
      doseNotificationId('n', '2026-11-22T14:30:00Z'),
    );
  });

  it('a reminder becomes a medication notification with the spec fields', () => {
    expect(fromReminder(reminder)).toEqual({
      id: doseNotificationId('med-1', reminder.scheduledTime),
      type: 'medication',
      title: 'Time for your medicine',
      message: 'Take Amlodipine 5 mg (after food)',
      medicationName: 'Amlodipine',
      dosage: '5 mg',
      medicationId: 'med-1',
      instructions: 'after food',
      scheduledTime: reminder.scheduledTime,
    });
    const { instructions: _i, ...plain } = reminder;
    expect(fromReminder(plain).message).toBe('Take Amlodipine 5 mg');
    expect(fromReminder(plain)).not.toHaveProperty('instructions');
  });

  it('a non-array answer gives no reminders; malformed items are skipped (spec §8)', () => {
    expect(remindersFrom({ message: 'oops' })).toEqual([]);
    expect(remindersFrom(null)).toEqual([]);
    expect(remindersFrom([reminder, { medicationId: 1 }, 'x', null])).toEqual([reminder]);
  });

  it('reads back only well-formed stored notifications', () => {
    const n = fromReminder(reminder);
    expect(toLocalNotification(JSON.parse(JSON.stringify(n)))).toEqual(n);
    expect(toLocalNotification({ ...n, type: 'refill' })).toBeNull();
    expect(toLocalNotification({ ...n, title: 3 })).toBeNull();
    const { dosage: _d, ...withoutDosage } = n;
    expect(toLocalNotification({ ...n, dosage: 5 })).toEqual(withoutDosage);
  });
});
