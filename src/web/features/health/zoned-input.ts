import { localDay, localTime, zonedTimeToUtc } from '@core/medicines/time-zone';

const DATE_TIME_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The value of an <input type="datetime-local"> for an instant, on the user's wall clock. */
export function toDateTimeInput(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return `${localDay(date, timeZone)}T${localTime(date, timeZone)}`;
}

/**
 * The ISO instant of a datetime-local value read in the user's zone (not the phone's), or null
 * when the text is not a date and time.
 */
export function fromDateTimeInput(value: string, timeZone: string): string | null {
  const m = DATE_TIME_INPUT.exec(value.trim());
  if (!m?.[1] || !m[2]) return null;
  try {
    return zonedTimeToUtc(m[1], m[2], timeZone).toISOString();
  } catch {
    return null;
  }
}

/** Today's date 'YYYY-MM-DD' in the user's zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return localDay(now, timeZone);
}

/** The fields of every form for a reading taken at an instant, as the inputs' text. */
export interface TimedValues {
  memberId: string;
  /** datetime-local text on the user's clock. */
  measuredAt: string;
  notes: string;
}

/** Their names, for a form's list of the fields the schema's errors may land on. */
export const TIMED_FIELDS = ['memberId', 'measuredAt', 'notes'] as const;

/** A reading's, stored or new (now, no notes yet): its time as text on the user's clock. */
export function timedValues(
  reading: { memberId: string; measuredAt: Date | string; notes?: string | null },
  timeZone: string,
): TimedValues {
  return {
    memberId: reading.memberId,
    measuredAt: toDateTimeInput(reading.measuredAt, timeZone),
    notes: reading.notes ?? '',
  };
}

/**
 * Their part of the request body. A bad time stays an empty string so that the core schema
 * answers with its own message.
 */
export function timedInput(values: TimedValues, timeZone: string): TimedValues {
  return {
    memberId: values.memberId,
    measuredAt: fromDateTimeInput(values.measuredAt, timeZone) ?? '',
    notes: values.notes,
  };
}
