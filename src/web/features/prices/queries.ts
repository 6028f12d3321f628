import { t } from '@lingui/core/macro';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Medication } from '@core/contract/medicines';
import type {
  MedicineSuggestion,
  PriceComparisonItem,
  PriceSearchRequest,
  PriceSearchResult,
} from '@core/contract/prices';
import { ApiError, apiFetch, apiJson, throwIfResNotOk } from '@web/lib/api';
import { wholeCatalogue } from '@web/lib/i18n/i18n';
import { toast } from '@web/lib/toast-store';
import type { HistoryEntry } from './history';
import { searchFailedToast } from './messages';

/** Spec §7: keys are the paths the default query function GETs. */
export const priceKeys = {
  comparisons: ['/api/price-comparisons'] as const,
  suggestions: (q: string) => ['/api/medicines/search', { q }] as const,
  /** The same key Home uses, so the list is fetched once. */
  medications: ['/api/medications'] as const,
};

/** Spec §9: Home shows the first 2 comparisons. */
export const HOME_BEST_PRICES = 2;

/** Autocomplete answers change only with a new catalog: keep them for the session. */
const SUGGESTIONS_STALE_MS = 30 * 60 * 1000;

/** GET /api/price-comparisons: the account's searches, newest first. */
export function usePriceComparisons() {
  return useQuery<PriceComparisonItem[]>({ queryKey: priceKeys.comparisons });
}

/** GET /api/medicines/search?q=: best first, at most 10. Silent: the field works without it. */
export function useMedicineSuggestions(q: string) {
  return useQuery({
    queryKey: priceKeys.suggestions(q),
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q !== '',
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<MedicineSuggestion[]> {
  const res = await apiFetch(`/api/medicines/search?q=${encodeURIComponent(q)}`, {
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as MedicineSuggestion[];
}

/** GET /api/medications: the family's medicines, for "My medicines". */
export function useMyMedications() {
  return useQuery<Medication[]>({ queryKey: priceKeys.medications });
}

export function refreshComparisons(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: priceKeys.comparisons });
}

export interface PriceSearchOptions {
  /** No toast per search: the caller sums up (Compare all, Refresh). */
  quiet?: boolean;
}

/**
 * POST /api/medication-price-search. The spec has its own toasts for this search (§8), so the
 * generic error toast is turned off (meta) and these are shown instead.
 */
export function usePriceSearch({ quiet = false }: PriceSearchOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PriceSearchRequest) =>
      apiJson<PriceSearchResult>('POST', '/api/medication-price-search', request),
    meta: { silentErrors: true },
    onSuccess: (result) => {
      if (!quiet) {
        void refreshComparisons(queryClient);
        // Its words load with the answer (ADR 040), in the language on screen.
        void Promise.all([import('./search-toast'), wholeCatalogue()]).then(
          ([{ searchCompleteToast }]) => toast(searchCompleteToast(result)),
          () => undefined,
        );
      }
    },
    onError: () => {
      if (!quiet) toast(searchFailedToast());
    },
  });
}

export type PriceSearch = ReturnType<typeof usePriceSearch>;

/**
 * DELETE /api/price-comparisons/:id for every saved search of one medicine, one after the other.
 * One already gone (404) is what was wanted; any other failure is told by the shared error toast.
 */
export function useDeleteComparisons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: HistoryEntry) => {
      for (const id of entry.ids) {
        try {
          await apiJson<unknown>('DELETE', `/api/price-comparisons/${encodeURIComponent(id)}`);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
    },
    onSuccess: (_answer, entry) => {
      queryClient.setQueryData<PriceComparisonItem[]>(priceKeys.comparisons, (list) =>
        list?.filter((c) => !entry.ids.includes(c.id)),
      );
      const name = entry.latest.medicationName;
      toast({
        title: t`Search deleted`,
        description: t`${name} was removed from your searches.`,
      });
    },
    onSettled: () => refreshComparisons(queryClient),
  });
}
