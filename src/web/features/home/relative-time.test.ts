import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T14:30:00Z'); // 8:00 pm IST
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('Recent Activity relative time', () => {
  it('minutes, then hours the same day', () => {
    expect(relativeTime(ago(30_000), now, 'Asia/Kolkata')).toBe('just now');
    expect(relativeTime(ago(-5 * MIN), now, 'Asia/Kolkata')).toBe('just now');
    expect(relativeTime(ago(MIN), now, 'Asia/Kolkata')).toBe('1 min ago');
    expect(relativeTime(ago(59 * MIN), now, 'Asia/Kolkata')).toBe('59 min ago');
    expect(relativeTime(ago(3 * 60 * MIN + 5 * MIN), now, 'Asia/Kolkata')).toBe('3 h ago');
  });

  it('yesterday and older by the local day', () => {
    // 21 Nov, 10:00 pm IST.
    expect(relativeTime('2026-11-21T16:30:00Z', now, 'Asia/Kolkata')).toBe('yesterday, 10:00 pm');
    expect(relativeTime('2026-11-19T04:30:00Z', now, 'Asia/Kolkata')).toBe('19 Nov 2026, 10:00 am');
    expect(relativeTime('garbage', now, 'Asia/Kolkata')).toBe('');
  });
});
