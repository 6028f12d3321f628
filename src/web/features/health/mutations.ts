import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Member, MemberUpdate } from '@core/contract/family';
import { apiJson, apiRequest } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';
import { healthKeys, TRACKER_PATHS, type CreateOf, type ReadingOf, type Tracker } from './queries';

// Only the forms and the delete dialog (both loaded on demand) change readings: these hooks and
// TanStack's mutation code stay out of /health's first load.

/** What else shows readings: reminders and the family overviews. */
function invalidateAfterChange(queryClient: QueryClient, tracker: Tracker): void {
  for (const queryKey of [healthKeys.all(tracker), ['/api/health-reminders']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

const SAVED_TEXT: Record<Tracker, { added: string; updated: string; deleted: string }> = {
  'blood-pressure': {
    added: 'Blood pressure saved',
    updated: 'Reading updated',
    deleted: 'Reading deleted',
  },
  'sugar-levels': {
    added: 'Sugar reading saved',
    updated: 'Reading updated',
    deleted: 'Reading deleted',
  },
  'weight-height': {
    added: 'Measurement saved',
    updated: 'Measurement updated',
    deleted: 'Measurement deleted',
  },
  'eye-sight': {
    added: 'Eye test saved',
    updated: 'Eye test updated',
    deleted: 'Eye test deleted',
  },
};

/** Add (id null) or edit; the form shows what went wrong itself, next to the Save button. */
export function useSaveReading<T extends Tracker>(tracker: T, id: string | null) {
  const queryClient = useQueryClient();
  const path = TRACKER_PATHS[tracker];
  return useMutation({
    mutationFn: (input: CreateOf<T>) =>
      id
        ? apiJson<ReadingOf<T>>('PATCH', `${path}/${encodeURIComponent(id)}`, input)
        : apiJson<ReadingOf<T>>('POST', path, input),
    meta: { silentErrors: true },
    onSuccess: () => {
      invalidateAfterChange(queryClient, tracker);
      toast({ title: id ? SAVED_TEXT[tracker].updated : SAVED_TEXT[tracker].added });
    },
  });
}

export function useDeleteReading(tracker: Tracker) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's body is not needed (it may be empty).
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${TRACKER_PATHS[tracker]}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => {
      invalidateAfterChange(queryClient, tracker);
      toast({ title: SAVED_TEXT[tracker].deleted });
    },
  });
}

/** A member's goal weight (PRODUCT §5): a number sets or changes it, null clears it. */
export function useSaveGoalWeight(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberUpdate) =>
      apiJson<Member>('PATCH', `/api/family-members/${encodeURIComponent(memberId)}`, input),
    meta: { silentErrors: true },
    onSuccess: (member) => {
      queryClient.setQueryData<Member[]>(healthKeys.members, (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
      void queryClient.invalidateQueries({ queryKey: healthKeys.members });
      toast({ title: member.goalWeightKg === null ? 'Goal weight cleared' : 'Goal weight saved' });
    },
  });
}
