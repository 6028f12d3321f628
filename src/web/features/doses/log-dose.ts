import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicationLog } from '@core/contract/medicines';
import { getAuthUser } from '@web/session/auth-store';
import { ApiError, apiJson, isNetworkError, OfflineError } from '@web/lib/api';
import { i18n } from '@web/lib/i18n/i18n';
import { OFFLINE_TEXT } from '@web/lib/offline-texts';
import { isOnline } from '@web/lib/online-state';
import { toast } from '@web/lib/toast-store';
import { doseLogBody } from './dose-log-body';
import { queuedDose } from './dose-queue';
import { refreshDoseQueries } from './queries';

export interface DoseToLog {
  medicationId: string;
  scheduledTime: string;
  name: string;
  dosage: string;
}

/** The server has the log, or the phone keeps it until the connection returns. */
type LogOutcome = { queued: false; log: MedicationLog } | { queued: true };

/**
 * Spec §7: POST the intake; on success refresh logs and statistics (and what depends on them)
 * and toast 'Medication taken!'. Offline, or when the request gets no answer, the dose is
 * queued on the device and sent later (ADR 022; dose-sync.ts): a person who took the
 * medicine has taken it, connection or not. `silent` (the reminder toast, spec §8): a failure
 * only goes to the console; otherwise the query cache shows it, like every API error.
 */
export function useLogDose({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dose: DoseToLog): Promise<LogOutcome> => {
      const { medicationId, scheduledTime } = dose;
      const taken = { medicationId, scheduledTime, takenTime: new Date().toISOString() };
      if (isOnline()) {
        try {
          const log = await apiJson<MedicationLog>(
            'POST',
            '/api/medication-logs',
            doseLogBody(taken),
          );
          return { queued: false, log };
        } catch (error) {
          // No answer: the server may or may not have it; the replay's 409 settles which.
          if (!isNetworkError(error)) throw error;
        }
      }
      const user = getAuthUser();
      if (!user) throw new OfflineError();
      // The queue's code (and IndexedDB's) is not part of the pages that show a Taken button: it
      // loads here, or after the page has shown (app-shell.tsx), and the worker keeps it offline.
      const { queueDose } = await import('./dose-sync');
      await queueDose(queuedDose(user.id, { ...taken, name: dose.name, dosage: dose.dosage }));
      return { queued: true };
    },
    meta: { silentErrors: silent, offlineQueue: true },
    onSuccess: (outcome, dose) => {
      const what = `${dose.name} ${dose.dosage}`.trim();
      if (outcome.queued) {
        toast({
          title: t`Medication taken!`,
          description: `${what}. ${i18n._(OFFLINE_TEXT.doseQueuedDescription)}`,
        });
        return;
      }
      toast({ title: t`Medication taken!`, description: what });
      return refreshDoseQueries(queryClient);
    },
    onError: (error) => {
      console.error('Could not log the medication as taken', error);
      // 409: it was logged already (another device, another tab): show the truth.
      if (error instanceof ApiError && error.status === 409) void refreshDoseQueries(queryClient);
    },
  });
}
