import { useQuery } from '@tanstack/react-query';
import type { MemberReport } from '@core/contract/report';
import { apiJson } from '@web/lib/api';

export const reportKeys = {
  member: (memberId: string) => ['/api/family-members', memberId, 'report'] as const,
};

/** GET /api/family-members/:id/report: the figures counted on the server by the core rules. */
export function useMemberReport(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.member(memberId),
    queryFn: () =>
      apiJson<MemberReport>('GET', `/api/family-members/${encodeURIComponent(memberId)}/report`),
    enabled,
  });
}
