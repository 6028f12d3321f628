import type { Course } from './course';
import type { Schedule } from './schedule';
import { daysBetween } from './time-zone';

/** A week's warning: time to reach a chemist, or for a refill to be delivered. */
export const DEFAULT_REFILL_THRESHOLD_DAYS = 7;
export const MAX_REFILL_THRESHOLD_DAYS = 60;

/**
 * Tablets taken on an average day: 2-0-1 is 3; once a day on Mon, Wed, Fri is 3/7.
 * 0 for as-needed medicines, whose use cannot be foreseen.
 */
export function dailyQuantity(schedule: Schedule): number {
  if (schedule.asNeeded) return 0;
  const perDose = schedule.quantities ?? schedule.times.map(() => 1);
  const perDay = perDose.reduce((sum, q) => sum + q, 0);
  return schedule.weekdays ? (perDay * schedule.weekdays.length) / 7 : perDay;
}

/**
 * Whole days the stock lasts; null when it cannot be known (stock not tracked, or nothing is
 * taken on a schedule).
 */
export function daysOfStockLeft(stock: number | null | undefined, perDay: number): number | null {
  if (stock === null || stock === undefined || !(perDay > 0)) return null;
  return Math.floor(Math.max(0, stock) / perDay);
}

export interface RefillCheck {
  stock: number | null | undefined;
  refillThreshold: number;
  schedule: Schedule;
  /** With today, a course that ends before the stock runs out needs no refill. */
  course?: Course;
  /** The user's local today, YYYY-MM-DD. */
  today?: string;
}

/**
 * PRODUCT §4: refill when the stock covers the threshold or fewer days. An as-needed medicine
 * has no daily use, so it asks for a refill only when none is left.
 */
export function needsRefill(check: RefillCheck): boolean {
  const { stock, refillThreshold, schedule, course, today } = check;
  if (stock === null || stock === undefined) return false;
  const perDay = dailyQuantity(schedule);
  if (perDay === 0) return stock <= 0;
  if (course?.endDate && today) {
    const daysToGo = daysBetween(today, course.endDate) + 1;
    if (daysToGo <= 0 || stock >= perDay * daysToGo) return false;
  }
  const days = daysOfStockLeft(stock, perDay) ?? 0;
  return days <= refillThreshold;
}

/** Stock after a dose is taken: never below zero; untracked stays untracked. */
export function stockAfterTaking(stock: number | null, quantity: number): number | null {
  if (stock === null) return null;
  return Math.max(0, stock - quantity);
}
