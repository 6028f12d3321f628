import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import type { Countdown, FoodTiming } from '@core/medicines';
import { dateFormat } from '@web/lib/date-format';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage } from '@core/i18n/languages';

/**
 * The medicine texts src/core makes in English (it does not import Lingui, ADR 026), in the
 * active language: a schedule's frequency label, the countdown, food timing, weekday names.
 * medicine-texts.test.ts checks that each English comes out exactly as the core text.
 */

/** frequency-label.ts's whole labels. */
const LABELS: Record<string, MessageDescriptor> = {
  'As needed': msg`As needed`,
  'At bedtime': msg`At bedtime`,
  'Every hour': msg`Every hour`,
  'Once daily': msg`Once daily`,
  'Twice daily': msg`Twice daily`,
  'Three times daily': msg`Three times daily`,
  'Four times daily': msg`Four times daily`,
};

/** What follows the days in 'Mon, Wed, Fri, twice a day'. */
const ON_DAYS: Record<string, MessageDescriptor> = {
  'at bedtime': msg`at bedtime`,
  'every hour': msg`every hour`,
  'twice a day': msg`twice a day`,
  'three times a day': msg`three times a day`,
  'four times a day': msg`four times a day`,
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Mon' in i18n's language ('सोम'); 0 is Sunday, as Date#getDay. */
export function weekdayName(i18n: I18n, day: number): string {
  const locale = intlLocale(isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);
  // 2026-11-22 was a Sunday.
  const sunday = Date.UTC(2026, 10, 22);
  return dateFormat({ weekday: 'short' }, 'UTC', locale).format(new Date(sunday + day * 864e5));
}

function phrase(i18n: I18n, text: string, table: Record<string, MessageDescriptor>) {
  const known = table[text];
  if (known) return i18n._(known);
  const n = /^(\d+) /.exec(text)?.[1] ?? /^[Ee]very (\d+) hours$/.exec(text)?.[1] ?? '';
  if (text === `Every ${n} hours`) return i18n._(msg`Every ${n} hours`);
  if (text === `every ${n} hours`) return i18n._(msg`every ${n} hours`);
  if (text === `${n} times daily`) return i18n._(msg`${n} times daily`);
  if (text === `${n} times a day`) return i18n._(msg`${n} times a day`);
  return null;
}

/**
 * A medication's `frequency` as frequencyLabel() wrote it ('Twice daily (1-0-1)', 'Mon, Wed,
 * Fri, every 8 hours') in the active language; the notation in brackets stays as the doctor
 * wrote it. A frequency the user typed is shown as typed.
 */
export function frequencyText(i18n: I18n, label: string): string {
  const [, base = label, notation] = /^(.*?)(?: \(([^()]+)\))?$/.exec(label) ?? [];
  const parts = base.split(', ');
  let days = 0;
  while (days < parts.length && WEEKDAYS.includes(parts[days] ?? '')) days++;
  const rest = parts.slice(days).join(', ');
  const restText = rest === '' ? '' : phrase(i18n, rest, days ? ON_DAYS : LABELS);
  if (restText === null || (days === 0 && rest === '')) return label;
  const dayText = parts.slice(0, days).map((d) => weekdayName(i18n, WEEKDAYS.indexOf(d)));
  const text = [...dayText, ...(restText ? [restText] : [])].join(', ');
  return notation ? `${text} (${notation})` : text;
}

/** core countdown()'s label: 'in 2 h 15 min', 'in 1 d 3 h', 'now'. */
export function countdownText(i18n: I18n, left: Countdown): string {
  const { hours, minutes } = left;
  if (left.totalMinutes === 0) return i18n._(msg`now`);
  if (hours >= 24) {
    const d = Math.floor(hours / 24);
    const h = hours % 24;
    return h ? i18n._(msg`in ${d} d ${h} h`) : i18n._(msg`in ${d} d`);
  }
  if (hours === 0) return i18n._(msg`in ${minutes} min`);
  return minutes ? i18n._(msg`in ${hours} h ${minutes} min`) : i18n._(msg`in ${hours} h`);
}

/** notation.ts FOOD_LABELS. */
export const FOOD_TEXTS: Record<FoodTiming, MessageDescriptor> = {
  before: msg`Before food`,
  after: msg`After food`,
  with: msg`With food`,
};

const FOOD_BY_ENGLISH: Record<string, MessageDescriptor> = {
  'Before food': FOOD_TEXTS.before,
  'After food': FOOD_TEXTS.after,
  'With food': FOOD_TEXTS.with,
};

/**
 * A medicine's instructions: the server writes FOOD_LABELS' words there when the dose code said
 * "after food" and no instructions were given; those are shown in the active language, anything
 * the user wrote as written.
 */
export function instructionsText(i18n: I18n, text: string): string {
  const food = FOOD_BY_ENGLISH[text];
  return food ? i18n._(food) : text;
}
