import { useCallback, useEffect } from 'react';
import { useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import type { MedicationReminder } from '@core/contract/medicines';
import { getQueryFn } from '@web/lib/api';
import { isPendingDose, usePendingDoses } from './pending-doses';
import { remindersFrom } from './reminders-from';

/** Spec §7: keys are the paths the default query function GETs. */
export const remindersKey = ['/api/medication-reminders'] as const;
export const medicationLogsKey = ['/api/medication-logs'] as const;
export const statisticsKey = ['/api/statistics'] as const;
export const medicationsKey = ['/api/medications'] as const;

/** Spec §7: after a dose is logged, its logs, the statistics and what depends on them. */
export function refreshDoseQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [medicationLogsKey, statisticsKey, remindersKey, medicationsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Spec §9: medication reminders are polled every 60 s. */
export const REMINDER_POLL_MS = 60_000;

const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** Spec §8: a failed fetch or a non-array answer is only logged. */
async function fetchReminders(context: QueryFunctionContext): Promise<MedicationReminder[]> {
  let value: unknown;
  try {
    value = await getJson(context);
  } catch (error) {
    console.error('Could not fetch medication reminders', error);
    throw error;
  }
  if (!Array.isArray(value)) {
    console.error('Medication reminders: expected an array, got', value);
    return [];
  }
  return remindersFrom(value);
}

/**
 * Doses due now and not logged (PRODUCT §4); the bell and the reminder toast share it. A dose
 * taken offline is no longer due, though the server does not know it yet.
 */
export function useMedicationReminders() {
  const pending = usePendingDoses();
  const select = useCallback(
    (list: MedicationReminder[]) =>
      pending.size === 0
        ? list
        : list.filter((r) => !isPendingDose(pending, r.medicationId, r.scheduledTime)),
    [pending],
  );
  return useQuery({
    queryKey: remindersKey,
    queryFn: fetchReminders,
    select,
    refetchInterval: REMINDER_POLL_MS,
    meta: { silentErrors: true },
  });
}

/** Spec §7, §9: period and health reminders are polled every 24 h (and on start). */
export const CHECKUP_POLL_MS = 24 * 60 * 60 * 1000;
/** The same keys as the period tab's and the tracking board's: one cache entry each. */
export const periodReminderKey = ['/api/period-reminders'] as const;
export const healthRemindersKey = ['/api/health-reminders'] as const;

/** A checkup poll's state: `settled` once its answer (or its failure) is in, or it is off. */
export interface CheckupPoll {
  settled: boolean;
  answer: unknown;
}

/**
 * A 24-hour poll for the reminder overlay: the answer, once no fetch is under way. The default
 * query function (the raw answer), so the entry it shares with other screens keeps one shape; a
 * kind whose preference is off is not asked for at all. A failure is only logged (spec §8).
 */
function useCheckupPoll(queryKey: readonly [string], enabled: boolean): CheckupPoll {
  const query = useQuery<unknown>({
    queryKey,
    enabled,
    refetchInterval: CHECKUP_POLL_MS,
    meta: { silentErrors: true },
  });
  const { error, data, isFetching } = query;
  useEffect(() => {
    if (error) console.error(`Could not fetch ${queryKey[0]}`, error);
  }, [error, queryKey]);
  // Not the copy restored from the device while the fresh answer is on its way: yesterday's
  // 'due in 3 day(s)' would take today's once-a-day turn.
  if (!enabled) return { settled: true, answer: undefined };
  if (isFetching) return { settled: false, answer: undefined };
  return { settled: data !== undefined || error !== null, answer: data };
}

export function usePeriodReminderPoll(enabled: boolean): CheckupPoll {
  return useCheckupPoll(periodReminderKey, enabled);
}

export function useHealthRemindersPoll(enabled: boolean): CheckupPoll {
  return useCheckupPoll(healthRemindersKey, enabled);
}
