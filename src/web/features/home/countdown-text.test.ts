import { afterAll, describe, expect, it } from 'vitest';
import { countdown } from '@core/medicines/dose-times';
import { activate } from '@web/lib/i18n/i18n';
import { countdownText } from './countdown-text';

const now = new Date('2026-11-24T10:00:00Z');
const after = (minutes: number) => countdown(now, new Date(now.getTime() + minutes * 60_000));

describe("Home's countdown to the next dose", () => {
  afterAll(() => activate('en'));

  it('says in English exactly what core says', async () => {
    await activate('en');
    for (const minutes of [1, 5, 59, 60, 61, 135, 24 * 60, 27 * 60, 27 * 60 + 30]) {
      expect(countdownText(after(minutes))).toBe(after(minutes).label);
    }
  });

  it('says it in Hindi', async () => {
    await activate('hi');
    expect(countdownText(after(135))).toBe('2 घंटे 15 मिनट में');
    expect(countdownText(after(5))).toBe('5 मिनट में');
    expect(countdownText(after(27 * 60))).toBe('1 दिन 3 घंटे में');
  });
});
