import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Prescription } from '@core/contract/prescriptions';
import { apiJson } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';

export const prescriptionKeys = {
  all: ['/api/prescriptions'] as const,
  list: (memberId: string | null) => ['/api/prescriptions', { memberId }] as const,
};

/** Newest first (the server's order); memberId null: the whole family's. */
export function usePrescriptions(memberId: string | null) {
  return useQuery({
    queryKey: prescriptionKeys.list(memberId),
    queryFn: () =>
      apiJson<Prescription[]>(
        'GET',
        memberId
          ? `/api/prescriptions?memberId=${encodeURIComponent(memberId)}`
          : '/api/prescriptions',
      ),
    // The section shows its own message: the medicines above it matter more than a toast.
    meta: { silentErrors: true },
  });
}

export function useDeletePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: Prescription) =>
      apiJson<unknown>('DELETE', `/api/prescriptions/${encodeURIComponent(p.id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
      toast({ title: t`Prescription deleted` });
    },
  });
}
