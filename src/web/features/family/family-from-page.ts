import type { QueryClient } from '@tanstack/react-query';
import type { Member } from '@core/contract/family';
import { FAMILY_BLOCK_ID } from '@core/routes/family-block';
import { takePageBlock } from '@web/lib/page-block';

/**
 * GET /api/family-members' query key, as familyKeys.members, healthKeys.members and
 * familyMemberKeys.all spell it (the test checks all three read the list taken here). Not
 * imported from queries.ts, so that the signed-in shell, which takes the list, takes only this.
 */
export const FAMILY_MEMBERS_KEY = ['/api/family-members'] as const;

/**
 * Takes the family list the server put in a page that starts from it (a JSON data block, ADR
 * 025) as GET /api/family-members' answer, fresh as if just fetched: the page asks for what
 * depends on it (a tracker's readings) at once instead of after that request. A page without
 * it leaves the query to ask as before. Whether the page had it.
 */
export function adoptFamilyFromPage(queryClient: QueryClient): boolean {
  const members = takePageBlock(FAMILY_BLOCK_ID);
  if (!Array.isArray(members)) return false;
  queryClient.setQueryData<Member[]>(FAMILY_MEMBERS_KEY, members as Member[]);
  return true;
}
