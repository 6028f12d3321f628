import { useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import type { Account } from '@core/contract/auth';
import { getQueryFn } from '@web/lib/api';
import { ACCOUNT_BLOCK_ID } from '@core/routes/account-block';
import { takePageBlock } from '@web/lib/page-block';
import { reconcileAuthUser } from './auth-store';
import { toSessionUser } from './auth-storage';

export const authUserKey = ['/api/auth/user'] as const;

export interface AccountAnswer {
  user: Account;
}

const fetchAccount = getQueryFn<AccountAnswer>({ on401: 'returnNull' });

/**
 * GET /api/auth/user, and bring the stored user in line with the answer: the server's session
 * cookie is the truth (401: signed out). A failed request (offline) leaves the stored user.
 */
export async function checkSession(context: QueryFunctionContext): Promise<AccountAnswer | null> {
  const answer = await fetchAccount(context);
  reconcileAuthUser(answer?.user ?? null);
  return answer;
}

export function useAccount() {
  return useQuery({
    queryKey: authUserKey,
    queryFn: checkSession,
    meta: { silentErrors: true },
  });
}

/**
 * Records the session check's answer as "no session" without asking: the server sends a
 * prerendered signed-out page only to a navigation that carried no session cookie (ADR 020).
 */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<AccountAnswer | null>(authUserKey, null);
}

/**
 * Takes the account the server put in the page it sent for a live session (a JSON data block,
 * ADR 025) as the session check's answer: the app shows the opened page without first asking
 * who is signed in. A page without it (the service worker's copy, a signed-out visitor) leaves
 * the check to run as before. The account, when the page had it.
 */
export function adoptAccountFromPage(queryClient: QueryClient): AccountAnswer | null {
  const answer = takePageBlock(ACCOUNT_BLOCK_ID) as AccountAnswer | undefined;
  if (!answer || !toSessionUser(answer.user)) return null;
  queryClient.setQueryData<AccountAnswer | null>(authUserKey, answer);
  reconcileAuthUser(answer.user);
  return answer;
}
