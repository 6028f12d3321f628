import { useQuery } from '@tanstack/react-query';
import type { Member } from '@core/contract/family';

/**
 * GET /api/family-members: the account's family, one cache entry for every page that lists it
 * (the server also puts it in the page under this key: FAMILY_MEMBERS_KEY, lib/page-answers.ts;
 * not imported from there, which would add the constant to the signed-in shell's chunk). Adding,
 * editing or removing a member invalidates this key, which refreshes every list.
 */
export const membersKey = ['/api/family-members'] as const;

/** The family list, self first and otherwise as the server gave it (PRODUCT §3). */
export function selfFirst<M extends Pick<Member, 'isSelf'>>(members: readonly M[]): M[] {
  return [...members].sort((a, b) => Number(b.isSelf) - Number(a.isSelf));
}

/**
 * The family, self first. silentErrors: the page copes without the list (the medicines pages file
 * everything under self; the health tabs say it in place of the member chips), so a failure is
 * not announced as a toast.
 */
export function useFamilyMembers({ silentErrors = false }: { silentErrors?: boolean } = {}) {
  return useQuery<Member[], Error, Member[]>({
    queryKey: membersKey,
    select: selfFirst,
    meta: { silentErrors },
  });
}
