import type { MedicationReminder } from '@core/contract/medicines';

/** Spec §8: a reminder answer that is not an array is only logged; its bad items are skipped. */
export function remindersFrom(value: unknown): MedicationReminder[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is MedicationReminder =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Record<string, unknown>).medicationId === 'string' &&
      typeof (item as Record<string, unknown>).medicationName === 'string' &&
      typeof (item as Record<string, unknown>).scheduledTime === 'string',
  );
}
