import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Medication, MedicationLog, Statistics } from '@core/contract/medicines';
import {
  medicationLogsKey,
  medicationsKey,
  statisticsKey,
  useMedicationReminders,
} from '@web/features/doses/queries';
import { apiJson } from '@web/lib/api';

/** Spec §9: Home shows the first 3 logs. */
export const RECENT_ACTIVITY_LIMIT = 3;

export const homeKeys = {
  statistics: statisticsKey,
  /** Under ['/api/medication-logs'], so logging a dose refreshes it (spec §7). */
  recentLogs: [...medicationLogsKey, { limit: RECENT_ACTIVITY_LIMIT }] as const,
  medications: medicationsKey,
};

export function useStatistics() {
  return useQuery<Statistics>({ queryKey: homeKeys.statistics });
}

export function useRecentLogs() {
  return useQuery({
    queryKey: homeKeys.recentLogs,
    queryFn: () =>
      apiJson<MedicationLog[]>('GET', `/api/medication-logs?limit=${RECENT_ACTIVITY_LIMIT}`),
  });
}

/** Only asked when Home needs to tell "no medicines yet" from "nothing left today". */
export function useMedications(enabled: boolean) {
  return useQuery<Medication[]>({ queryKey: homeKeys.medications, enabled });
}

/**
 * The reminders poll (every 60 s) notices when a dose becomes due, is taken on another device,
 * or turns missed two hours late: then Home's figures are stale, so they are fetched again.
 */
export function useRefreshOnReminderChange(): void {
  const queryClient = useQueryClient();
  const { data } = useMedicationReminders();
  const previous = useRef(data);
  useEffect(() => {
    if (previous.current === data) return;
    const hadData = previous.current !== undefined;
    previous.current = data;
    if (!hadData) return;
    void queryClient.invalidateQueries({ queryKey: statisticsKey });
    void queryClient.invalidateQueries({ queryKey: medicationLogsKey });
  }, [data, queryClient]);
}
