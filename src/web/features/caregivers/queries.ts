import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaredFor,
  CareView,
  CaregiverInvite,
  CaregiverInviteInput,
  MemberCaregivers,
} from '@core/contract/caregivers';
import { apiJson, apiRequest } from '@web/lib/api';

const id = (value: string) => encodeURIComponent(value);

export const caregiverKeys = {
  ofMember: (memberId: string) => ['/api/family-members', memberId, 'caregivers'] as const,
  caringFor: ['/api/caring-for'] as const,
  care: (linkId: string) => ['/api/caring-for', linkId] as const,
};

/** The member's caregivers and open invitations (its owner's view). */
export function useMemberCaregivers(memberId: string) {
  return useQuery<MemberCaregivers>({ queryKey: caregiverKeys.ofMember(memberId) });
}

/** The members the signed-in account helps care for. */
export function useCaringFor() {
  return useQuery<CaredFor[]>({ queryKey: caregiverKeys.caringFor });
}

/** One member's day, read-only, for its caregiver. */
export function useCareView(linkId: string) {
  return useQuery<CareView>({ queryKey: caregiverKeys.care(linkId) });
}

/** The forms show their own errors (caregiver-errors.ts), so the shared toast stays quiet. */
export function useInviteCaregiver(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CaregiverInviteInput) =>
      apiJson<CaregiverInvite>('POST', `/api/family-members/${id(memberId)}/caregivers`, input),
    meta: { silentErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: caregiverKeys.ofMember(memberId) }),
  });
}

/** Removing a caregiver or cancelling an invitation (the owner), or leaving (the caregiver). */
export function useEndCare(path: (target: string) => string, invalidate: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: string) => apiRequest('DELETE', path(id(target))),
    meta: { silentErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: invalidate }),
  });
}

export function useInvitation(token: string) {
  return useMutation({
    mutationFn: (step: 'lookup' | 'accept') =>
      apiJson<unknown>('POST', `/api/caregiver-invites/${step}`, { token }),
    meta: { silentErrors: true },
  });
}
