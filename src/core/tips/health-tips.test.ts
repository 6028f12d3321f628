import { describe, expect, it } from 'vitest';
// The maintainer's list, read as text by Vite: core code reads no files.
import doc from '../../../docs/health-tips-sources.md?raw';
import { HEALTH_TIPS, tipOfTheDay } from './health-tips';

const IST = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('tipOfTheDay', () => {
  it('is the same tip all day in the account’s zone', () => {
    // 25 Nov in India runs from 24 Nov 18:30 UTC to 25 Nov 18:29:59 UTC.
    const start = tipOfTheDay(new Date('2026-11-24T18:30:00Z'), IST);
    expect(tipOfTheDay(new Date('2026-11-25T06:00:00Z'), IST)).toBe(start);
    expect(tipOfTheDay(new Date('2026-11-25T18:29:59Z'), IST)).toBe(start);
    expect(tipOfTheDay(new Date('2026-11-24T18:29:59Z'), IST)).not.toBe(start);
  });

  it('follows the local date, not UTC’s', () => {
    const at = new Date('2026-11-24T20:00:00Z'); // the 25th in India, the 24th in New York
    expect(tipOfTheDay(at, IST)).toBe(tipOfTheDay(new Date('2026-11-25T06:00:00Z'), IST));
    expect(tipOfTheDay(at, 'America/New_York')).toBe(
      tipOfTheDay(new Date('2026-11-24T06:00:00Z'), IST),
    );
  });

  it('goes through every tip once before any comes back', () => {
    const first = new Date('2026-01-01T06:00:00Z').getTime();
    const ids = HEALTH_TIPS.map((_, i) => tipOfTheDay(new Date(first + i * DAY_MS), IST).id);
    expect(new Set(ids).size).toBe(HEALTH_TIPS.length);
    const again = tipOfTheDay(new Date(first + HEALTH_TIPS.length * DAY_MS), IST);
    expect(again.id).toBe(ids[0]);
  });

  it('gives the next tip the next day', () => {
    const today = tipOfTheDay(new Date('2026-03-10T06:00:00Z'), IST);
    const tomorrow = tipOfTheDay(new Date('2026-03-11T06:00:00Z'), IST);
    const i = HEALTH_TIPS.indexOf(today);
    expect(tomorrow).toBe(HEALTH_TIPS[(i + 1) % HEALTH_TIPS.length]);
  });

  it('works before 1970 too (no negative index)', () => {
    expect(HEALTH_TIPS).toContain(tipOfTheDay(new Date('1969-12-30T06:00:00Z'), IST));
  });
});

describe('the tips', () => {
  it('are a few dozen, each with a unique id and short text', () => {
    expect(HEALTH_TIPS.length).toBeGreaterThanOrEqual(30);
    expect(HEALTH_TIPS.length).toBeLessThanOrEqual(40);
    expect(new Set(HEALTH_TIPS.map((t) => t.id)).size).toBe(HEALTH_TIPS.length);
    for (const tip of HEALTH_TIPS) {
      expect(tip.text.length, tip.id).toBeGreaterThan(20);
      expect(tip.text.length, tip.id).toBeLessThanOrEqual(170);
    }
  });

  it('never give a dose', () => {
    const dose = /\b\d+(\.\d+)?\s*(mg|mcg|µg|ml|iu|tablets?|capsules?|drops?)\b/i;
    for (const tip of HEALTH_TIPS) expect(tip.text, tip.id).not.toMatch(dose);
  });

  it('each name a source: organisation, document title and an https address', () => {
    for (const { id, source } of HEALTH_TIPS) {
      expect(source.name, id).not.toBe('');
      expect(source.organisation, id).not.toBe('');
      expect(source.title, id).not.toBe('');
      expect(new URL(source.url).protocol, id).toBe('https:');
    }
  });

  it('are each listed with their source in docs/health-tips-sources.md', () => {
    for (const { id, source } of HEALTH_TIPS) {
      const row = doc.split('\n').find((line) => line.includes(`\`${id}\``));
      expect(row, `${id} is in the doc`).toBeDefined();
      expect(row, `${id}'s source in the doc`).toContain(source.url);
    }
  });
});
