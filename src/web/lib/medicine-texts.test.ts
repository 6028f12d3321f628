// ADR 026: the medicine texts src/core makes in English, mapped in web. In English each comes
// out exactly as core wrote it; in Hindi no English is left but the notation.
import { afterAll, describe, expect, it } from 'vitest';
import {
  asNeededSchedule,
  countdown,
  createSchedule,
  dailyPreset,
  everyNHours,
  FOOD_LABELS,
  fourTimesDaily,
  frequencyLabel,
  onceDaily,
  onWeekdays,
  parseNotation,
  thriceDaily,
  twiceDaily,
  WEEKDAY_SHORT,
  type Schedule,
} from '@core/medicines';
import { activate, i18n } from '@web/lib/i18n/i18n';
import {
  countdownText,
  FOOD_TEXTS,
  frequencyText,
  instructionsText,
  weekdayName,
} from '@web/lib/medicine-texts';

function fromNotation(text: string): Schedule {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(r.message);
  return r.schedule;
}

const SCHEDULES: Schedule[] = [
  onceDaily(),
  twiceDaily(),
  thriceDaily(),
  fourTimesDaily(),
  createSchedule({ times: ['06:00', '10:00', '14:00', '18:00', '22:00'] }),
  everyNHours(6, '06:00'),
  everyNHours(1),
  everyNHours(24, '09:00'),
  onWeekdays([1, 3, 5], ['09:00']),
  onWeekdays([0, 6], ['09:00']),
  onWeekdays([1, 4], ['08:00', '20:00']),
  dailyPreset('thrice', [2]),
  dailyPreset('fourTimes', [0, 1, 2, 3, 4, 5, 6]),
  onWeekdays([1], ['01:00', '02:00', '03:00', '04:00', '05:00']),
  everyNHours(8, '06:00', [6]),
  everyNHours(1, '06:00', [4]),
  asNeededSchedule(),
  asNeededSchedule('SOS'),
  fromNotation('1-0-1'),
  fromNotation('½-0-½'),
  fromNotation('1-1-1-1'),
  fromNotation('HS'),
  fromNotation('BD'),
  fromNotation('TDS'),
  fromNotation('OD'),
  { ...fromNotation('HS'), weekdays: [1, 3] },
  { ...fromNotation('1-0-1'), weekdays: [5] },
];

const LABELS = SCHEDULES.map(frequencyLabel);
const MINUTE = 60_000;
const NOW = new Date('2026-11-24T10:00:00Z');
const COUNTDOWNS = [0, 1, 5, 59, 60, 61, 356, 24 * 60, 25 * 60 + 3, 3 * 24 * 60].map((m) =>
  countdown(NOW, new Date(NOW.getTime() + m * MINUTE)),
);

/** Latin words left after the notation in brackets and its abbreviations are taken out. */
function english(text: string): string[] {
  return text.replace(/\([^()]*\)/g, ' ').match(/[A-Za-z]+/g) ?? [];
}

describe('medicine texts in English', () => {
  it('give every frequency label exactly as core wrote it', () => {
    expect(LABELS).toContain('Twice daily (1-0-1)');
    for (const label of LABELS) expect(frequencyText(i18n, label)).toBe(label);
  });

  it('give the countdown exactly as core wrote it', () => {
    expect(COUNTDOWNS.map((c) => c.label)).toContain('in 5 h 56 min');
    for (const c of COUNTDOWNS) expect(countdownText(i18n, c)).toBe(c.label);
  });

  it('give food timing and weekday names as core has them', () => {
    for (const key of Object.keys(FOOD_LABELS) as (keyof typeof FOOD_LABELS)[])
      expect(i18n._(FOOD_TEXTS[key])).toBe(FOOD_LABELS[key]);
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(i18n, d))).toEqual([...WEEKDAY_SHORT]);
    for (const text of Object.values(FOOD_LABELS)) expect(instructionsText(i18n, text)).toBe(text);
  });

  it('leave a frequency the user typed as it is', () => {
    expect(frequencyText(i18n, 'Twice a week (ask doctor)')).toBe('Twice a week (ask doctor)');
    expect(frequencyText(i18n, 'Mon, whenever')).toBe('Mon, whenever');
  });
});

describe('medicine texts in Hindi', () => {
  afterAll(() => activate('en'));

  it('leave no English in a frequency label but the notation', async () => {
    await activate('hi');
    expect(frequencyText(i18n, 'Twice daily (1-0-1)')).toBe('दिन में दो बार (1-0-1)');
    expect(frequencyText(i18n, 'Mon, Thu, twice a day')).toBe('सोम, गुरु, दिन में दो बार');
    for (const label of LABELS) expect(english(frequencyText(i18n, label))).toEqual([]);
  });

  it('give the countdown in Hindi', async () => {
    await activate('hi');
    const at = (m: number) => countdown(NOW, new Date(NOW.getTime() + m * MINUTE));
    expect(countdownText(i18n, at(356))).toBe('5 घंटे 56 मिनट में');
    for (const c of COUNTDOWNS) expect(english(countdownText(i18n, c))).toEqual([]);
  });

  it('give the server’s food instructions in Hindi, and the user’s own as written', async () => {
    await activate('hi');
    expect(instructionsText(i18n, FOOD_LABELS.after)).toBe('खाने के बाद');
    expect(instructionsText(i18n, 'After breakfast')).toBe('After breakfast');
  });
});
