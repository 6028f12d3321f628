import { msg, plural, t } from '@lingui/core/macro';
import { CYCLE_RULES, cyclesFrom, type LoggedPeriod } from '@core/health/cycle';

/**
 * How many cycles the average came from. The API may answer it (cyclesUsed); otherwise it is
 * counted the way core/health/cycle.ts counts: recent, not excluded, at most 6.
 */
export function cyclesUsed(answer: number | null | undefined, periods: readonly LoggedPeriod[]) {
  if (typeof answer === 'number') return answer;
  return Math.min(CYCLE_RULES.maxCycles, cyclesFrom(periods).filter((c) => !c.excluded).length);
}

/** 'Based on 3 cycles', or why the 28-day default is still in use. */
export function averageBasis(used: number): string {
  if (used < CYCLE_RULES.minCycles) {
    const days = CYCLE_RULES.defaultLength;
    return t`${days}-day default until you log more`;
  }
  return plural(used, { one: 'Based on # cycle', other: 'Based on # cycles' });
}

/** Said under the spec's "due today" once the expected day has passed. */
export function lateText(daysUntilDue: number): string | null {
  if (daysUntilDue >= 0) return null;
  const late = -daysUntilDue;
  return plural(late, {
    one: 'Expected # day ago. Log the start when it comes.',
    other: 'Expected # days ago. Log the start when it comes.',
  });
}

export const IRREGULAR_TEXT = msg`Your recent cycles vary by more than 7 days or fall outside 21–35 days, so the window is wider and the date less certain. Stress, illness, travel or thyroid and PCOS problems can do this; if it keeps happening, talk to your doctor.`;

export const NOT_CONTRACEPTIVE_TEXT = msg`Predictions are estimates from your logged dates. They are not a contraceptive method: do not rely on them to prevent pregnancy.`;

/**
 * core/health/cycle.ts periodText (spec §9, word for word, the literal "day(s)" included), in the
 * active language: core does not import Lingui. prediction-text.test.ts checks the English is
 * core's for every count.
 */
export function selfPeriodText(daysUntilDue: number): string {
  const days = daysUntilDue;
  return days <= 0 ? t`Your period is due today` : t`Your period is due in ${days} day(s)`;
}

/**
 * The spec's "Your period is due…" is said to the account holder; for another member (a
 * daughter, say) the same rule is worded about them, with their name shown beside it.
 */
export function memberPeriodText(daysUntilDue: number, isSelf: boolean): string {
  if (isSelf) return selfPeriodText(daysUntilDue);
  const days = daysUntilDue;
  return days <= 0 ? t`Period due today` : t`Period due in ${days} day(s)`;
}
