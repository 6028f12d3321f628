import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn, isNetworkError, OfflineError } from './api';
import { toast } from './toast-store';

export interface RequestMeta extends Record<string, unknown> {
  /** The caller shows this error itself (or the spec wants it silent): no global toast. */
  silentErrors?: boolean;
  /** A write that keeps working offline by queueing itself (Taken): the offline guard lets it run. */
  offlineQueue?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export interface QueryClientHooks {
  /** Called when the server answers 401 to a request: the session is gone. */
  onUnauthorized?: () => void;
}

/** Spec §9: fresh for 5 minutes, no refetch on window focus, no retries. */
export const STALE_TIME = 5 * 60 * 1000;

/**
 * How long data loaded once stays readable offline (ADR 022). Queries are kept in memory as
 * long, or a restored query nobody watches would be collected and drop out of the saved copy.
 */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Offline, a query that could not reach the server while it still shows what was loaded (or
 * while the offline banner already says why) is not worth a toast per query.
 */
function isQuietFailure(error: unknown, hasData: boolean): boolean {
  return isNetworkError(error) && (hasData || !onlineManager.isOnline());
}

/**
 * The error's toast. Its wording (error-message.ts, every message in the active language) loads
 * with the first error, not with every page: a toast that shows a moment later is fine.
 */
function showErrorToast(error: unknown): void {
  // Offline before the wording was ever loaded, it cannot load: the offline banner says why.
  void import('./error-message').then(
    (m) => toast({ variant: 'destructive', ...m.describeError(error) }),
    () => undefined,
  );
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  // The one place that shows API errors to the user (docs/architecture.md "Rules of the house").
  const report = (error: unknown, meta: RequestMeta | undefined) => {
    if (error instanceof ApiError && error.status === 401) hooks.onUnauthorized?.();
    // Refused before sending, whatever the form does with its errors: say so once, clearly.
    if (meta?.silentErrors && !(error instanceof OfflineError)) return;
    showErrorToast(error);
  };

  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isQuietFailure(error, query.state.data !== undefined)) return;
        report(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      // Every write passes here first: offline, only those that queue themselves may run, so a
      // form saved offline changes nothing (and is not sent later behind the user's back).
      onMutate: (_variables, mutation) => {
        if (!onlineManager.isOnline() && !mutation.meta?.offlineQueue) throw new OfflineError();
      },
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: STALE_TIME,
        gcTime: CACHE_MAX_AGE,
        refetchOnWindowFocus: false,
        retry: false,
        // 'online' (the default, said out loud): offline, a query waits instead of failing, shows
        // what was restored meanwhile, and runs when the connection returns. The service worker
        // caches no API answers, so 'offlineFirst' would only add a failing request.
        networkMode: 'online',
      },
      // Writes never wait for the network: the guard above refuses them or they queue themselves.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
