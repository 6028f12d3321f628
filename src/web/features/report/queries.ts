import { useQuery } from '@tanstack/react-query';
import type { MemberReport } from '@core/contract/report';
import { ApiError, apiJson } from '@web/lib/api';

export const reportKeys = {
  member: (memberId: string) => ['/api/family-members', memberId, 'report'] as const,
};

/**
 * GET /api/family-members/:id/report: the figures counted on the server by the core rules. The
 * page says itself what went wrong (a member not in the family is "not found"): no toast.
 */
export function useMemberReport(memberId: string) {
  return useQuery({
    queryKey: reportKeys.member(memberId),
    queryFn: () =>
      apiJson<MemberReport>('GET', `/api/family-members/${encodeURIComponent(memberId)}/report`),
    meta: { silentErrors: true },
  });
}

/** The server's answer for a member that is not the account's, or an id that is not one. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
