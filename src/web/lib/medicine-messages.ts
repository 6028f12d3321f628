import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MEDICATION_MESSAGES } from '@core/contract/medicines-rules';
import { NOTATION_MESSAGES, SCHEDULE_INPUT_MESSAGES, SCHEDULE_MESSAGES } from '@core/medicines';
import { textTable } from '@web/lib/i18n/text-table';

/**
 * A medicine's messages from src/core (which does not import Lingui, ADR 026), by key, in the
 * active language: the schema's field messages, the schedule's and the notation's. Shared by the
 * medicine form and the medicines found on a prescription.
 * medicine-messages.test.ts checks that each English is the core text it stands for.
 */
export const MEDICATION_FIELD_MESSAGES = {
  name: msg`Please enter the medicine name`,
  nameLong: msg`Medicine name must be at most 100 characters`,
  dosage: msg`Please enter the dosage, like 500 mg or 1 tablet`,
  dosageLong: msg`Dosage must be at most 100 characters`,
  frequencyLong: msg`Frequency must be at most 100 characters`,
  instructionsLong: msg`Instructions must be at most 500 characters`,
  notesLong: msg`Notes must be at most 1000 characters`,
  withFood: msg`With food must be yes or no`,
  active: msg`Active must be yes or no`,
  color: msg`Colour must be blue, purple or green`,
  member: msg`Please choose a family member`,
  time: msg`Times must look like 08:00 (24-hour clock)`,
  tooManyTimes: msg`At most 24 times a day`,
  preset: msg`Please choose how often from the list`,
  intervalHours: msg`Choose how many hours apart: 1, 2, 3, 4, 6, 8, 12 or 24`,
  weekday: msg`Choose days of the week from Sunday to Saturday`,
  startDate: msg`Please enter a valid start date`,
  endDate: msg`Please enter a valid end date`,
  endBeforeStart: msg`End date cannot be before the start date`,
  stock: msg`Stock must be a whole number, 0 or more`,
  refillThreshold: msg`Refill reminder must be between 0 and 60 days`,
  medication: msg`Please choose a medicine`,
  scheduledTime: msg`Scheduled time must be a date and time, like 2026-11-22T08:00:00+05:30`,
  takenTime: msg`Taken time must be a date and time, like 2026-11-22T08:05:00+05:30`,
  status: msg`Status must be taken, missed or added`,
  missedTaken: msg`A missed dose has no taken time`,
  nothingToUpdate: msg`Nothing to update`,
  medicationBody: msg`The medicine details are missing`,
  logBody: msg`The dose details are missing`,
} satisfies Record<keyof typeof MEDICATION_MESSAGES, MessageDescriptor>;

export const SCHEDULE_FIELD_MESSAGES = {
  noTimes: msg`Add at least one time of day`,
  badTime: msg`Times must look like 08:00 (24-hour clock)`,
  tooManyTimes: msg`At most 24 times a day`,
  noWeekdays: msg`Choose at least one day of the week`,
  badWeekday: msg`Days of the week go from 0 (Sunday) to 6 (Saturday)`,
  badQuantity: msg`Each dose must be more than 0 and at most 10`,
  badInterval: msg`Every N hours must divide the day evenly: 1, 2, 3, 4, 6, 8, 12 or 24 hours`,
} satisfies Record<keyof typeof SCHEDULE_MESSAGES, MessageDescriptor>;

export const SCHEDULE_INPUT_FIELD_MESSAGES = {
  missing: msg`Please choose when to take it: times like 08:00, a pattern like 1-0-1, or a preset`,
  several: msg`Choose only one: times, a pattern like 1-0-1, or a preset`,
  intervalHours: msg`Choose how many hours apart: 1, 2, 3, 4, 6, 8, 12 or 24`,
  asNeededDays: msg`An as-needed medicine has no days to choose`,
} satisfies Record<keyof typeof SCHEDULE_INPUT_MESSAGES, MessageDescriptor>;

export const NOTATION_FIELD_MESSAGES = {
  invalid: msg`Use a pattern like 1-0-1 or OD, BD, TDS, QID, HS, SOS`,
  parts: msg`A pattern has 3 parts (morning-noon-night, like 1-0-1) or 4 parts (morning-noon-evening-night, like 1-1-1-1)`,
  noDose: msg`This pattern has no doses: put 1 at each time to take it, like 1-0-1`,
  tooMuch: msg`More than 10 tablets at one time looks like a mistake: use a pattern like 1-0-1`,
  split: msg`Split tablets in halves or quarters, like ½-0-½ or ¼-0-¼`,
} satisfies Record<keyof typeof NOTATION_MESSAGES, MessageDescriptor>;

const pairs = <K extends string>(
  texts: Record<K, string>,
  messages: Record<K, MessageDescriptor>,
) => (Object.keys(texts) as K[]).map((key) => [texts[key], messages[key]] as const);

/** Core English text -> its message: `translateText(i18n, MEDICATION_TEXTS, error.message)`. */
export const MEDICATION_TEXTS = textTable([
  ...pairs(MEDICATION_MESSAGES, MEDICATION_FIELD_MESSAGES),
  ...pairs(SCHEDULE_MESSAGES, SCHEDULE_FIELD_MESSAGES),
  ...pairs(SCHEDULE_INPUT_MESSAGES, SCHEDULE_INPUT_FIELD_MESSAGES),
  ...pairs(NOTATION_MESSAGES, NOTATION_FIELD_MESSAGES),
]);
