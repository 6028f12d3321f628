import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, pendingCount } from './bell-badge';

const reminder = (id: string, at = '2026-11-22T14:30:00Z') => ({
  medicationId: id,
  medicationName: id,
  dosage: '5 mg',
  scheduledTime: at,
});
const alert = (id: string, readAt: string | null) => ({
  id,
  type: 'refill',
  medicationId: null,
  title: 'Refill soon',
  message: 'Only 3 days left',
  createdAt: '2026-11-22T10:00:00Z',
  readAt,
});

describe('bell badge: the real number of pending reminders', () => {
  it('is due doses plus unread alerts', () => {
    expect(
      pendingCount(
        [reminder('a'), reminder('b'), reminder('a', '2026-11-22T02:30:00Z')],
        [alert('1', null), alert('2', '2026-11-22T11:00:00Z'), alert('3', null)],
      ),
    ).toBe(5);
  });

  it('counts the same dose once', () => {
    expect(pendingCount([reminder('a'), reminder('a')], [])).toBe(1);
  });

  it('counts a missing or failed list as none', () => {
    expect(pendingCount(undefined, undefined)).toBe(0);
    expect(pendingCount({ message: 'Not found' }, [alert('1', null)])).toBe(1);
    expect(pendingCount([reminder('a')], undefined)).toBe(1);
    expect(pendingCount([null, 'x', { medicationName: 'no id' }], [null, {}])).toBe(0);
  });

  it('shows no badge at 0 and caps the text at 9+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('says the count in the bell name', () => {
    expect(bellLabel(0)).toBe('Notification settings');
    expect(bellLabel(1)).toBe('Notification settings, 1 pending reminder');
    expect(bellLabel(3)).toBe('Notification settings, 3 pending reminders');
  });
});
