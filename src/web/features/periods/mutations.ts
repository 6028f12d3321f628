import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Period, PeriodCreate, PeriodUpdate } from '@core/contract/health';
import { apiJson, apiRequest } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';
import { periodKeys } from './queries';

function refresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: periodKeys.all });
  void queryClient.invalidateQueries({ queryKey: periodKeys.reminder });
}

/** Add and edit show their errors in the form. */
export function useSavePeriod(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PeriodCreate | PeriodUpdate) =>
      id
        ? apiJson<Period>('PATCH', `/api/periods/${encodeURIComponent(id)}`, input)
        : apiJson<Period>('POST', '/api/periods', input),
    meta: { silentErrors: true },
    onSuccess: () => {
      refresh(queryClient);
      toast({ title: id ? t`Period updated` : t`Period logged` });
    },
  });
}

export function useSetExcluded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, excluded }: { period: Period; excluded: boolean }) =>
      apiJson<Period>('PATCH', `/api/periods/${encodeURIComponent(period.id)}`, { excluded }),
    onSuccess: (_answer, { excluded }) => {
      refresh(queryClient);
      toast({
        title: excluded ? t`Cycle left out` : t`Cycle counted again`,
        description: excluded
          ? t`Predictions no longer use this cycle.`
          : t`Predictions use this cycle again.`,
      });
    },
  });
}

export function useDeletePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: Period) =>
      apiRequest('DELETE', `/api/periods/${encodeURIComponent(period.id)}`),
    onSuccess: () => {
      refresh(queryClient);
      toast({ title: t`Period deleted` });
    },
  });
}
