import { plural, t } from '@lingui/core/macro';
import type { Medication } from '@core/contract/medicines';
// Straight from the modules, not the '@core/medicines' barrel: importing the barrel makes every
// medicine module part of this page's first load (docs/architecture.md "Budgets": 100 KB).
import { countdown, localDay } from '@core/medicines/dose-times';
import { dailyQuantity, daysOfStockLeft, needsRefill } from '@core/medicines/refill';
import type { Schedule, Weekday } from '@core/medicines/schedule';
import { addDays, localTime } from '@core/medicines/time-zone';
import { dateFormat, dateParts, knownZone } from '@web/lib/date-format';
import { i18n } from '@web/lib/i18n/i18n';
import { activeLocale } from '@web/lib/i18n/locale';
import { countdownText } from '@web/lib/medicine-texts';

/**
 * '20:00' -> '8:00 pm', '00:30' -> '12:30 am' (PRODUCT §1: times as 4:05 pm); in Hindi the part
 * of the day in words, 'रात 8:00', as lib/dose-time.ts does (not imported from there: a
 * chunk shared with Home would be split out into Home's first load).
 */
export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  if (activeLocale() === 'hi') {
    const options = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const;
    return dateFormat(options, 'UTC').format(new Date(Date.UTC(2026, 0, 1, h, m)));
  }
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** 'Wed, 25 Nov' for a YYYY-MM-DD day. */
function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const get = dateParts(date, { weekday: 'short', day: 'numeric', month: 'short' }, 'UTC');
  return `${get('weekday')}, ${get('day')} ${get('month')}`;
}

export interface NextDoseText {
  /** '8:00 pm, Today', '8:00 am, Tomorrow', '8:00 am, Wed, 25 Nov'. */
  when: string;
  /** 'in 2 h 15 min', 'now' (core countdown). */
  countdown: string;
  /** True once the dose time has come: the list should be fetched again. */
  due: boolean;
}

/**
 * The card's real next dose (PRODUCT §4, in place of the spec's placeholder), in the user's
 * time zone, with the countdown from `now`.
 */
export function describeNextDose(nextDoseAt: string, now: Date, timeZone: string): NextDoseText {
  const zone = knownZone(timeZone);
  const next = new Date(nextDoseAt);
  const today = localDay(now, zone);
  const day = localDay(next, zone);
  const dayText =
    day === today ? t`Today` : day === addDays(today, 1) ? t`Tomorrow` : shortDay(day);
  const left = countdown(now, next);
  return {
    when: `${formatClock(localTime(next, zone))}, ${dayText}`,
    countdown: countdownText(i18n, left),
    due: left.totalMinutes === 0,
  };
}

/** The schedule as the server stored it (already checked there): what the refill rule reads. */
export function scheduleOf(med: Medication): Schedule {
  return {
    times: med.times,
    weekdays: med.weekdays ? med.weekdays.filter(isWeekday) : null,
    asNeeded: med.asNeeded,
    quantities: med.quantities,
    everyHours: null,
    notation: med.notation,
  };
}

function isWeekday(day: number): day is Weekday {
  return Number.isInteger(day) && day >= 0 && day <= 6;
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 12, 12½: stock drops by halves when half tablets are taken ('½-0-½'). */
export function formatStock(stock: number): string {
  const whole = Math.floor(stock);
  const glyph = FRACTIONS[stock - whole];
  if (!glyph) return String(Math.round(stock * 100) / 100);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

export interface StockText {
  /** '12 left', '12½ left · about 6 days'; null when stock is not tracked. */
  left: string | null;
  refillSoon: boolean;
}

/** Stock left and whether it is time to refill (PRODUCT §4: stock covers ≤ threshold days). */
export function describeStock(med: Medication, now: Date, timeZone: string): StockText {
  if (med.stock === null) return { left: null, refillSoon: false };
  const schedule = scheduleOf(med);
  const stock = formatStock(Math.max(0, med.stock));
  const count = t`${stock} left`;
  const days = daysOfStockLeft(med.stock, dailyQuantity(schedule));
  const refillSoon = needsRefill({
    stock: med.stock,
    refillThreshold: med.refillThreshold,
    schedule,
    course: { startDate: med.startDate, endDate: med.endDate },
    today: localDay(now, knownZone(timeZone)),
  });
  const lasts =
    days === null ? '' : ` · ${plural(days, { one: 'about # day', other: 'about # days' })}`;
  return { left: `${count}${lasts}`, refillSoon };
}
