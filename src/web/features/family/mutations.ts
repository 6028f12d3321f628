import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, MemberCreate, MemberUpdate } from '@core/contract/family';
import { apiJson, apiRequest } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';
import { membersKey } from '@web/session/members';

/** The form shows its own errors next to the fields and above Save. */
export function useSaveMember(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberCreate | MemberUpdate) =>
      id
        ? apiJson<Member>('PATCH', `/api/family-members/${encodeURIComponent(id)}`, input)
        : apiJson<Member>('POST', '/api/family-members', input),
    meta: { silentErrors: true },
    onSuccess: (member) => {
      void queryClient.invalidateQueries({ queryKey: membersKey });
      const { name } = member;
      toast({ title: id ? t`Details saved` : t`${name} added to your family` });
    },
  });
}

/** A member's data reaches every screen: after a removal everything is fetched again. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's body is not needed (it may be empty).
    mutationFn: (member: Member) =>
      apiRequest('DELETE', `/api/family-members/${encodeURIComponent(member.id)}`),
    onSuccess: (_answer, member) => {
      const { name } = member;
      queryClient.setQueryData<Member[]>(membersKey, (list) =>
        list?.filter((m) => m.id !== member.id),
      );
      void queryClient.invalidateQueries();
      toast({
        title: t`${name} removed`,
        description: t`Their medicines, readings and records have been deleted.`,
      });
    },
  });
}
