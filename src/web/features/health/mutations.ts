import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Member, MemberUpdate } from '@core/contract/family';
import { apiJson, apiRequest } from '@web/lib/api';
import { i18n } from '@web/lib/i18n/i18n';
import { toast } from '@web/lib/toast-store';
import { membersKey } from '@web/session/members';
import { healthKeys, TRACKER_PATHS, type CreateOf, type ReadingOf, type Tracker } from './queries';

// Only the forms and the delete dialog (both loaded on demand) change readings: these hooks and
// TanStack's mutation code stay out of /health's first load.

/** What else shows readings: reminders and the family overviews. */
function invalidateAfterChange(queryClient: QueryClient, tracker: Tracker): void {
  for (const queryKey of [healthKeys.all(tracker), ['/api/health-reminders']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

type SavedText = Record<'added' | 'updated' | 'deleted', MessageDescriptor>;
const SAVED_TEXT: Record<Tracker, SavedText> = {
  'blood-pressure': {
    added: msg`Blood pressure saved`,
    updated: msg`Reading updated`,
    deleted: msg`Reading deleted`,
  },
  'sugar-levels': {
    added: msg`Sugar reading saved`,
    updated: msg`Reading updated`,
    deleted: msg`Reading deleted`,
  },
  'weight-height': {
    added: msg`Measurement saved`,
    updated: msg`Measurement updated`,
    deleted: msg`Measurement deleted`,
  },
  'eye-sight': {
    added: msg`Eye test saved`,
    updated: msg`Eye test updated`,
    deleted: msg`Eye test deleted`,
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
      toast({ title: i18n._(id ? SAVED_TEXT[tracker].updated : SAVED_TEXT[tracker].added) });
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
      toast({ title: i18n._(SAVED_TEXT[tracker].deleted) });
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
      queryClient.setQueryData<Member[]>(membersKey, (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
      void queryClient.invalidateQueries({ queryKey: membersKey });
      toast({
        title: member.goalWeightKg === null ? t`Goal weight cleared` : t`Goal weight saved`,
      });
    },
  });
}
