import type { QueryClient } from '@tanstack/react-query';

/**
 * What a change to the medicines (added, edited, paused, deleted; by the form or from a
 * prescription) can change elsewhere: the medicine lists, Home's progress, the activity, the
 * reminders. Keys start with the API path, so each refreshes every list under it.
 */
const AFFECTED_BY_MEDICATIONS = [
  ['/api/medications'],
  ['/api/statistics'],
  ['/api/medication-logs'],
  ['/api/medication-reminders'],
] as const;

export function invalidateMedicationData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    AFFECTED_BY_MEDICATIONS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
