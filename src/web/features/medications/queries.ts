import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Medication } from '@core/contract/medicines';
import { apiJson } from '@web/lib/api';
import { invalidateMedicationData } from '@web/lib/medicine-changes';
import { toast } from '@web/lib/toast-store';

export const medicationKeys = {
  all: ['/api/medications'] as const,
  list: (memberId: string | null) => ['/api/medications', { memberId }] as const,
};

/** memberId null: the whole family's medicines. */
export function useMedications(memberId: string | null) {
  return useQuery({
    queryKey: medicationKeys.list(memberId),
    queryFn: () =>
      apiJson<Medication[]>(
        'GET',
        memberId ? `/api/medications?memberId=${encodeURIComponent(memberId)}` : '/api/medications',
      ),
  });
}

export function useSetMedicationActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ med, active }: { med: Medication; active: boolean }) =>
      apiJson<Medication>('PATCH', `/api/medications/${encodeURIComponent(med.id)}`, { active }),
    onSuccess: (_answer, { med, active }) => {
      void invalidateMedicationData(queryClient);
      const { name } = med;
      toast(
        active
          ? { title: t`Medication resumed`, description: t`Reminders for ${name} are back on.` }
          : {
              title: t`Medication paused`,
              description: t`No reminders for ${name} until you resume it.`,
            },
      );
    },
  });
}
