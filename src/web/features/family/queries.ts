import { useQuery } from '@tanstack/react-query';
import type { Medication, Statistics } from '@core/contract/medicines';
import { apiJson } from '@web/lib/api';

/**
 * The same keys the medications feature uses, so both share one cache entry. Writes live in
 * mutations.ts, which only the lazily loaded dialogs import.
 */
export const familyKeys = {
  statistics: (memberId: string) => ['/api/statistics', { memberId }] as const,
  medications: (memberId: string) => ['/api/medications', { memberId }] as const,
};

const withMember = (path: string, memberId: string) =>
  `${path}?memberId=${encodeURIComponent(memberId)}`;

/** Today's doses taken/scheduled for one member (GET /api/statistics?memberId=). */
export function useMemberStatistics(memberId: string) {
  return useQuery({
    queryKey: familyKeys.statistics(memberId),
    queryFn: () => apiJson<Statistics>('GET', withMember('/api/statistics', memberId)),
  });
}

export function useMemberMedications(memberId: string) {
  return useQuery({
    queryKey: familyKeys.medications(memberId),
    queryFn: () => apiJson<Medication[]>('GET', withMember('/api/medications', memberId)),
  });
}
