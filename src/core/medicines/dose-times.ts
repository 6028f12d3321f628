import { doseExists, isInCourse, type Course } from './course';
import { takesOn, quantityAt, type Schedule } from './schedule';
import { addDays, DEFAULT_TIME_ZONE, localDay, localDayIn, zonedTimeToUtc } from './time-zone';

export { DEFAULT_TIME_ZONE, localDay, zonedTimeToUtc };

/** One dose: the unit a log, a reminder and the missed-dose job are about. */
export interface ScheduledDose {
  /** The UTC instant; the log's scheduledTime. */
  at: Date;
  /** The user's local day and 'HH:mm' it was scheduled for. */
  day: string;
  time: string;
  /** Tablets to take; what taking it removes from stock. */
  quantity: number;
}

/**
 * The doses of one local day, in time order. A time skipped by a spring-forward gap moves to
 * just after it; two times that land on the same instant that way are one dose, not two. The
 * course's addedAt decides where they begin (course.ts, doseExists).
 */
export function dosesOnDay(
  schedule: Schedule,
  course: Course,
  day: string,
  timeZone = DEFAULT_TIME_ZONE,
): ScheduledDose[] {
  if (schedule.asNeeded || !isInCourse(course, day)) return [];
  const local = localDayIn(day, timeZone);
  if (!takesOn(schedule, local.weekday)) return [];
  const seen = new Set<number>();
  const doses: ScheduledDose[] = [];
  for (const time of schedule.times) {
    const at = local.at(time);
    const ms = at.getTime();
    if (!doseExists(course, at) || seen.has(ms)) continue;
    seen.add(ms);
    doses.push({ at, day, time, quantity: quantityAt(schedule, time) });
  }
  return doses.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A medication as the aggregate rules need it. Paused ones (active false) have no doses. */
export interface MedicationPlan {
  id: string;
  schedule: Schedule;
  course: Course;
  active?: boolean;
}

export interface PlannedDose<M extends MedicationPlan = MedicationPlan> {
  medication: M;
  dose: ScheduledDose;
}

/**
 * The local days whose doses can fall in [from, to), clipped to the course. A dose lands on its
 * own local day, except that a spring-forward gap at midnight can push the day before's late
 * dose into the next one: hence one day before.
 */
function daysFor(from: Date, to: Date, timeZone: string, course: Course = {}): string[] {
  let day = addDays(localDay(from, timeZone), -1);
  let last = localDay(to, timeZone);
  if (course.startDate && day < course.startDate) day = course.startDate;
  if (course.endDate && last > course.endDate) last = course.endDate;
  const days: string[] = [];
  for (; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

function collectBetween(
  schedule: Schedule,
  course: Course,
  from: Date,
  to: Date,
  days: readonly string[],
  timeZone: string,
  into: (dose: ScheduledDose) => void,
): void {
  for (const day of days) {
    for (const dose of dosesOnDay(schedule, course, day, timeZone)) {
      if (dose.at >= from && dose.at < to) into(dose);
    }
  }
}

/** Doses with from <= at < to, in time order: what the scheduler and adherence walk. */
export function dosesBetween(
  schedule: Schedule,
  course: Course,
  from: Date,
  to: Date,
  timeZone = DEFAULT_TIME_ZONE,
): ScheduledDose[] {
  if (schedule.asNeeded || !(to.getTime() > from.getTime())) return [];
  const doses: ScheduledDose[] = [];
  const days = daysFor(from, to, timeZone, course);
  collectBetween(schedule, course, from, to, days, timeZone, (d) => doses.push(d));
  return doses;
}

/** Every dose of the active medications with from <= at < to, in time order. */
export function plannedDosesBetween<M extends MedicationPlan>(
  medications: readonly M[],
  from: Date,
  to: Date,
  timeZone = DEFAULT_TIME_ZONE,
): PlannedDose<M>[] {
  if (!(to.getTime() > from.getTime())) return [];
  // One list of days for all: the course bounds are checked per day by dosesOnDay.
  const days = daysFor(from, to, timeZone);
  const planned: PlannedDose<M>[] = [];
  for (const medication of medications) {
    if (medication.active === false) continue;
    const { schedule, course } = medication;
    collectBetween(schedule, course, from, to, days, timeZone, (dose) =>
      planned.push({ medication, dose }),
    );
  }
  return planned.sort((a, b) => a.dose.at.getTime() - b.dose.at.getTime());
}

/** Two weeks covers any weekday schedule and a few skipped doses. */
const NEXT_DOSE_HORIZON_DAYS = 14;

/**
 * The first dose at or after now; null for as-needed medicines and finished courses. `skip`
 * passes over doses already logged, so a dose taken early is not shown as next.
 */
export function nextDose(
  schedule: Schedule,
  course: Course,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
  skip?: (dose: ScheduledDose) => boolean,
): ScheduledDose | null {
  if (schedule.asNeeded) return null;
  let day = localDay(now, timeZone);
  if (course.startDate && day < course.startDate) day = course.startDate;
  for (let i = 0; i <= NEXT_DOSE_HORIZON_DAYS; i++, day = addDays(day, 1)) {
    if (course.endDate && day > course.endDate) return null;
    for (const dose of dosesOnDay(schedule, course, day, timeZone)) {
      if (dose.at >= now && !skip?.(dose)) return dose;
    }
  }
  return null;
}

export interface Countdown {
  /** Whole minutes to go, rounded up so that "in 0 min" never shows; 0 when due. */
  totalMinutes: number;
  hours: number;
  /** 0-59, after the whole hours. */
  minutes: number;
  /** 'in 2 h 15 min', 'in 5 min', 'in 1 d 3 h', 'now'. */
  label: string;
}

/** The medication card's countdown to its next dose (replaces the spec's placeholder). */
export function countdown(now: Date, next: Date): Countdown {
  const diff = next.getTime() - now.getTime();
  if (!(diff > 0)) return { totalMinutes: 0, hours: 0, minutes: 0, label: 'now' };
  const totalMinutes = Math.ceil(diff / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return { totalMinutes, hours, minutes, label: countdownLabel(hours, minutes) };
}

function countdownLabel(hours: number, minutes: number): string {
  if (hours >= 24) {
    const h = hours % 24;
    return `in ${Math.floor(hours / 24)} d${h ? ` ${h} h` : ''}`;
  }
  if (hours === 0) return `in ${minutes} min`;
  return minutes ? `in ${hours} h ${minutes} min` : `in ${hours} h`;
}
