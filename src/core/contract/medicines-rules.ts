/**
 * The medicine colours and messages without zod, so a page can show them without loading the
 * schemas. The schemas in medicines.ts are built from these.
 */

/** Spec §3: a medication's colour, blue by default. */
export const MEDICATION_COLORS = ['blue', 'purple', 'green'] as const;
export type MedicationColor = (typeof MEDICATION_COLORS)[number];

export const MEDICATION_MESSAGES = {
  name: 'Please enter the medicine name',
  nameLong: 'Medicine name must be at most 100 characters',
  dosage: 'Please enter the dosage, like 500 mg or 1 tablet',
  dosageLong: 'Dosage must be at most 100 characters',
  frequencyLong: 'Frequency must be at most 100 characters',
  instructionsLong: 'Instructions must be at most 500 characters',
  notesLong: 'Notes must be at most 1000 characters',
  withFood: 'With food must be yes or no',
  active: 'Active must be yes or no',
  color: 'Colour must be blue, purple or green',
  member: 'Please choose a family member',
  time: 'Times must look like 08:00 (24-hour clock)',
  tooManyTimes: 'At most 24 times a day',
  preset: 'Please choose how often from the list',
  intervalHours: 'Choose how many hours apart: 1, 2, 3, 4, 6, 8, 12 or 24',
  weekday: 'Choose days of the week from Sunday to Saturday',
  startDate: 'Please enter a valid start date',
  endDate: 'Please enter a valid end date',
  endBeforeStart: 'End date cannot be before the start date',
  stock: 'Stock must be a whole number, 0 or more',
  refillThreshold: 'Refill reminder must be between 0 and 60 days',
  medication: 'Please choose a medicine',
  scheduledTime: 'Scheduled time must be a date and time, like 2026-11-22T08:00:00+05:30',
  takenTime: 'Taken time must be a date and time, like 2026-11-22T08:05:00+05:30',
  status: 'Status must be taken, missed or added',
  missedTaken: 'A missed dose has no taken time',
  nothingToUpdate: 'Nothing to update',
  medicationBody: 'The medicine details are missing',
  logBody: 'The dose details are missing',
} as const;
