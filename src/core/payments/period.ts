/**
 * A subscription's paid period. Renewing extends from the current end when it is still ahead
 * (PRODUCT §7: "renewing extends from the current end date"), and from now once it has lapsed,
 * so a late renewal never pays for days already gone.
 */
export interface Period {
  start: Date;
  end: Date;
}

/**
 * `date` plus `months` calendar months in UTC, the day clamped to the target month's last day
 * (31 Jan + 1 month = 28 or 29 Feb; 29 Feb 2028 + 12 months = 28 Feb 2029), time of day kept.
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCFullYear(targetYear, targetMonth, Math.min(date.getUTCDate(), lastDay));
  return out;
}

/** The period one more paid plan gives, after the current one (null: never subscribed). */
export function nextPeriod(current: Period | null, now: Date, months: number): Period {
  const from = current && current.end.getTime() > now.getTime() ? current.end : now;
  // A renewal keeps the period's original start; a new or lapsed one starts now.
  const start = current && current.end.getTime() > now.getTime() ? current.start : now;
  return { start, end: addMonthsUtc(from, months) };
}

/** Premium holds while the period's end is ahead, whatever the expiry job has marked yet. */
export function isActivePeriod(end: Date | null, now: Date): boolean {
  return end !== null && end.getTime() > now.getTime();
}
