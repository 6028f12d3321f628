import { isOverdue, type DoseState } from './dose-status';

/** When a medication is taken at all: its course, in the user's local days. */
export interface Course {
  /** First local day with doses, YYYY-MM-DD; none means no lower bound. */
  startDate?: string | null;
  /** Last local day with doses, inclusive; none means until stopped. */
  endDate?: string | null;
  /**
   * The instant the medication was added (its creation time); none means no lower bound.
   * Where its doses begin: see doseExists.
   */
  addedAt?: Date | null;
}

export function isInCourse(course: Course, day: string): boolean {
  if (course.startDate && day < course.startDate) return false;
  if (course.endDate && day > course.endDate) return false;
  return true;
}

/*
 * Where a medication's doses begin: the one rule that the day's doses, reminders, Home's next
 * doses, the medication card's next dose, the missed-dose job and the statistics all follow.
 *
 * A scheduled dose exists if it was not yet two hours late (still due) when the medication was
 * added. Added at 08:05, or at 08:00:30, the 08:00 dose exists: it is reminded and can be taken
 * until 10:00 like any due dose. Added at 10:00 or later, that dose never existed. Two hours
 * are real time (instants), not wall-clock, so a daylight-saving change moves nothing.
 *
 * A dose from before the medication was added is never counted missed: the missed-dose job
 * leaves it alone, and if it is not taken it drops out of the counts (it is counted while it
 * can still be taken, and once taken). A dose at or after the instant of adding is an ordinary
 * one. The start date still bounds the days: a dose of the day before the start day is never
 * in the course.
 */

/** Whether a dose at `at` exists for the medication, as far as its adding goes. */
export function doseExists(course: Course, at: Date): boolean {
  return !course.addedAt || !isOverdue(at, course.addedAt);
}

/** A dose scheduled before the medication was added (but still due then): never missed. */
export function isBeforeAdded(course: Course, at: Date): boolean {
  return !!course.addedAt && at.getTime() < course.addedAt.getTime();
}

/** Whether a dose in this state counts in adherence and statistics: not missed from before. */
export function countsAs(course: Course, at: Date, state: DoseState): boolean {
  return state !== 'missed' || !isBeforeAdded(course, at);
}
