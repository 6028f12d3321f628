import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api';
import { describeError } from './error-message';
import { toast } from './toast-store';

export interface RequestMeta extends Record<string, unknown> {
  /** The caller shows this error itself (or the spec wants it silent): no global toast. */
  silentErrors?: boolean;
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

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  // The one place that shows API errors to the user (ARCHITECTURE: rules of the house).
  const report = (error: unknown, meta: RequestMeta | undefined) => {
    if (error instanceof ApiError && error.status === 401) hooks.onUnauthorized?.();
    if (meta?.silentErrors) return;
    toast({ variant: 'destructive', ...describeError(error) });
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: STALE_TIME,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
