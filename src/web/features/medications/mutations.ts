import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Medication, MedicationCreate, MedicationUpdate } from '@core/contract/medicines';
import { apiJson } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';
import { invalidateMedicationData } from '@web/lib/medicine-changes';

/* Used by the dialogs, which load on demand: kept out of the page's first load. */

/** Add and edit show their errors in the form itself, next to the fields. */
export function useSaveMedication(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MedicationCreate | MedicationUpdate) =>
      id
        ? apiJson<Medication>('PATCH', `/api/medications/${encodeURIComponent(id)}`, input)
        : apiJson<Medication>('POST', '/api/medications', input),
    meta: { silentErrors: true },
    onSuccess: () => {
      void invalidateMedicationData(queryClient);
      toast({ title: id ? t`Medication updated` : t`Medication added` });
    },
  });
}

export function useDeleteMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (med: Medication) =>
      apiJson<unknown>('DELETE', `/api/medications/${encodeURIComponent(med.id)}`),
    onSuccess: (_answer, med) => {
      void invalidateMedicationData(queryClient);
      const { name } = med;
      toast({ title: t`Medication deleted`, description: t`${name} has been removed.` });
    },
  });
}
