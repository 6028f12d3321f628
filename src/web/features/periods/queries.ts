import { useQuery } from '@tanstack/react-query';
import type { Period } from '@core/contract/health';
import type { PeriodPrediction } from '@core/health/cycle';
import { apiJson } from '@web/lib/api';

/**
 * Keys start with '/api/periods' so one invalidation reaches the lists and the predictions; the
 * reminder is its own endpoint.
 */
export const periodKeys = {
  all: ['/api/periods'] as const,
  list: (memberId: string) => ['/api/periods', { memberId }] as const,
  prediction: (memberId: string) => ['/api/periods', 'prediction', { memberId }] as const,
  reminder: ['/api/period-reminders'] as const,
};

/** The API's prediction; cyclesUsed may be left out. */
export type PredictionAnswer = Omit<PeriodPrediction, 'cyclesUsed'> & {
  cyclesUsed?: number | null;
};

export interface PeriodReminderAnswer {
  shouldRemind: boolean;
  daysUntilDue: number | null;
}

const q = (memberId: string) => `memberId=${encodeURIComponent(memberId)}`;

/** A member's whole history (a few a month at most), newest first. */
export function usePeriods(memberId: string | null) {
  return useQuery({
    queryKey: periodKeys.list(memberId ?? ''),
    queryFn: () => apiJson<Period[]>('GET', `/api/periods?${q(memberId ?? '')}&limit=1000`),
    enabled: memberId !== null,
    select: (rows: Period[]) =>
      [...rows].sort((a, b) =>
        a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0,
      ),
  });
}

export function usePrediction(memberId: string | null) {
  return useQuery({
    queryKey: periodKeys.prediction(memberId ?? ''),
    queryFn: () => apiJson<PredictionAnswer>('GET', `/api/periods/prediction?${q(memberId ?? '')}`),
    enabled: memberId !== null,
  });
}

/** Spec §3: the account's period reminder. Quiet on failure: the prediction card says the same. */
export function usePeriodReminder() {
  return useQuery<PeriodReminderAnswer>({
    queryKey: periodKeys.reminder,
    meta: { silentErrors: true },
  });
}
