import { frequencyLabel } from './frequency-label';
import { parseDirections, type FoodTiming } from './notation';
import {
  asNeededSchedule,
  createSchedule,
  dailyPreset,
  everyNHours,
  ScheduleError,
  type Schedule,
  type ScheduleProblem,
} from './schedule';

/** The schedule presets a form can offer (PRODUCT §4). */
export const SCHEDULE_PRESETS = [
  'once',
  'twice',
  'thrice',
  'fourTimes',
  'everyNHours',
  'asNeeded',
] as const;
export type SchedulePreset = (typeof SCHEDULE_PRESETS)[number];

/**
 * How a medication's schedule arrives from a form or the API: exactly one of times, notation
 * or preset, plus weekdays. An empty notation and an empty times list count as absent, so a
 * form may keep every field and leave the unused ones blank.
 */
export interface ScheduleInput {
  times?: readonly string[] | null;
  notation?: string | null;
  preset?: SchedulePreset | null;
  /** For preset everyNHours: 1, 2, 3, 4, 6, 8, 12 or 24. */
  intervalHours?: number | null;
  /** For preset everyNHours: the first time, 08:00 unless given. */
  intervalStart?: string | null;
  /** 0 = Sunday … 6; absent or null means every day. */
  weekdays?: readonly number[] | null;
}

export type ScheduleField =
  'times' | 'notation' | 'preset' | 'intervalHours' | 'intervalStart' | 'weekdays';

export type ScheduleResolution =
  | { ok: true; schedule: Schedule; frequency: string; food: FoodTiming | null }
  | { ok: false; field: ScheduleField; message: string };

export const SCHEDULE_INPUT_MESSAGES = {
  missing: 'Please choose when to take it: times like 08:00, a pattern like 1-0-1, or a preset',
  several: 'Choose only one: times, a pattern like 1-0-1, or a preset',
  intervalHours: 'Choose how many hours apart: 1, 2, 3, 4, 6, 8, 12 or 24',
  asNeededDays: 'An as-needed medicine has no days to choose',
} as const;

/** Which of the three ways of giving a schedule are filled in. */
export function scheduleSources(input: ScheduleInput): ('times' | 'notation' | 'preset')[] {
  const sources: ('times' | 'notation' | 'preset')[] = [];
  if (input.times && input.times.length > 0) sources.push('times');
  if (input.notation && input.notation.trim() !== '') sources.push('notation');
  if (input.preset) sources.push('preset');
  return sources;
}

/**
 * The schedule, its `frequency` label and any food instruction found in the notation
 * ("1-0-1 after food"); or the field to blame and a message a person understands.
 */
export function resolveSchedule(input: ScheduleInput): ScheduleResolution {
  const sources = scheduleSources(input);
  const [source, second] = sources;
  if (!source) return { ok: false, field: 'times', message: SCHEDULE_INPUT_MESSAGES.missing };
  if (second) return { ok: false, field: second, message: SCHEDULE_INPUT_MESSAGES.several };
  const weekdays = input.weekdays ?? null;
  try {
    let schedule: Schedule;
    let food: FoodTiming | null = null;
    if (source === 'notation') {
      const parsed = parseDirections(input.notation ?? '');
      if (!parsed.ok) return { ok: false, field: 'notation', message: parsed.message };
      ({ food } = parsed);
      schedule = parsed.schedule;
      if (weekdays !== null && schedule.asNeeded) return asNeededDays();
      if (weekdays !== null) schedule = createSchedule({ ...schedule, weekdays });
    } else if (source === 'times') {
      schedule = createSchedule({ times: input.times ?? [], weekdays });
    } else {
      const built = fromPreset(input, weekdays);
      if (!built.ok) return built;
      schedule = built.schedule;
    }
    return { ok: true, schedule, frequency: frequencyLabel(schedule), food };
  } catch (e) {
    if (!(e instanceof ScheduleError)) throw e;
    return { ok: false, field: blame(e.problem, source), message: e.message };
  }
}

function fromPreset(
  input: ScheduleInput,
  weekdays: readonly number[] | null,
): { ok: true; schedule: Schedule } | { ok: false; field: ScheduleField; message: string } {
  switch (input.preset) {
    case 'asNeeded':
      return weekdays !== null ? asNeededDays() : { ok: true, schedule: asNeededSchedule() };
    case 'everyNHours':
      if (input.intervalHours === null || input.intervalHours === undefined) {
        return {
          ok: false,
          field: 'intervalHours',
          message: SCHEDULE_INPUT_MESSAGES.intervalHours,
        };
      }
      return {
        ok: true,
        schedule: everyNHours(input.intervalHours, input.intervalStart ?? '08:00', weekdays),
      };
    case 'once':
    case 'twice':
    case 'thrice':
    case 'fourTimes':
      return { ok: true, schedule: dailyPreset(input.preset, weekdays) };
    default:
      return { ok: false, field: 'preset', message: SCHEDULE_INPUT_MESSAGES.missing };
  }
}

function asNeededDays(): { ok: false; field: ScheduleField; message: string } {
  return { ok: false, field: 'weekdays', message: SCHEDULE_INPUT_MESSAGES.asNeededDays };
}

/** Point the message at the field the person can fix. */
function blame(problem: ScheduleProblem, source: 'times' | 'notation' | 'preset'): ScheduleField {
  if (problem === 'noWeekdays' || problem === 'badWeekday') return 'weekdays';
  if (problem === 'badInterval') return 'intervalHours';
  if (problem === 'badTime' && source === 'preset') return 'intervalStart';
  return source;
}
