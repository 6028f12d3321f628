import { plural, t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MedicationCreateInput, Medication } from '@core/contract/medicines';
import type {
  PrescriptionReading,
  PrescriptionTextInput,
} from '@core/contract/prescription-reading';
import type { Prescription } from '@core/contract/prescriptions';
import { invalidateMedicationData } from '@web/lib/medicine-changes';
import { apiJson } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';

export const prescriptionKeys = {
  all: ['/api/prescriptions'] as const,
  list: (memberId: string | null, q = '') => ['/api/prescriptions', { memberId, q }] as const,
};

/**
 * Newest first (the server's order); memberId null: the whole family's; q: only those whose read
 * text or file name holds its words.
 */
export function usePrescriptions(memberId: string | null, q = '') {
  const search = new URLSearchParams();
  if (memberId) search.set('memberId', memberId);
  if (q.trim() !== '') search.set('q', q.trim());
  const query = search.toString();
  return useQuery({
    queryKey: prescriptionKeys.list(memberId, q.trim()),
    queryFn: () => apiJson<Prescription[]>('GET', `/api/prescriptions${query ? `?${query}` : ''}`),
    placeholderData: (previous) => previous,
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

/** Keeps what the phone read from the prescription; answers the medicines it names. */
export function saveReading(id: string, read: PrescriptionTextInput): Promise<PrescriptionReading> {
  return apiJson<PrescriptionReading>(
    'PUT',
    `/api/prescriptions/${encodeURIComponent(id)}/text`,
    read,
  );
}

/** The medicines chosen from a prescription, added together (POST /api/medications/batch). */
export function useAddFoundMedicines(onAdded: (added: Medication[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (medications: MedicationCreateInput[]) =>
      apiJson<Medication[]>('POST', '/api/medications/batch', { medications }),
    onSuccess: (added) => {
      void invalidateMedicationData(queryClient);
      const count = added.length;
      toast({
        title: plural(count, { one: 'Added # medicine', other: 'Added # medicines' }),
        description: t`Their reminders are on the Medications page.`,
      });
      onAdded(added);
    },
  });
}
