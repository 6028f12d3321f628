import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicationLog } from '@core/contract/medicines';
import { ApiError, apiJson } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';
import { medicationLogsKey, medicationsKey, remindersKey, statisticsKey } from './queries';

export interface DoseToLog {
  medicationId: string;
  scheduledTime: string;
  name: string;
  dosage: string;
}

/**
 * Spec §7: POST the intake; on success refresh logs and statistics (and what depends on them)
 * and toast 'Medication taken!'. `silent` (the reminder toast, spec §8): a failure only goes to
 * the console; otherwise the query cache shows it, like every API error.
 */
export function useLogDose({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [medicationLogsKey, statisticsKey, remindersKey, medicationsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: (dose: DoseToLog) =>
      apiJson<MedicationLog>('POST', '/api/medication-logs', {
        medicationId: dose.medicationId,
        scheduledTime: dose.scheduledTime,
        takenTime: new Date().toISOString(),
        status: 'taken',
      }),
    meta: { silentErrors: silent },
    onSuccess: (_log, dose) => {
      toast({ title: 'Medication taken!', description: `${dose.name} ${dose.dosage}`.trim() });
      return refresh();
    },
    onError: (error) => {
      console.error('Could not log the medication as taken', error);
      // 409: it was logged already (another device, another tab): show the truth.
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
