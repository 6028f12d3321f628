import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, STALE_TIME } from './query-client';
import { dismissToast, getToastState } from './toast-store';

const failWith = (error: unknown) => () => Promise.reject(error);

afterEach(() => {
  vi.useFakeTimers();
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('createQueryClient (spec §9)', () => {
  it('keeps data fresh 5 minutes, never refetches on focus, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(STALE_TIME).toBe(300_000);
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('shows a failed query as one destructive toast with the server message', async () => {
    const client = createQueryClient();
    const error = new ApiError(404, 'Not Found', '{"message":"Medicine not found","code":"n"}');
    await client.fetchQuery({ queryKey: ['/api/x'], queryFn: failWith(error) }).catch(() => {});
    // The toast's wording loads with the first error (query-client.ts).
    await vi.waitFor(() => expect(getToastState().toasts).toHaveLength(1));
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Request Failed',
        description: 'Medicine not found',
      }),
    ]);
  });

  it('stays silent when the request opts out', async () => {
    const client = createQueryClient();
    const failure = new ApiError(500, 'x', '');
    const outcome = await client
      .fetchQuery({
        queryKey: ['/api/y'],
        queryFn: failWith(failure),
        meta: { silentErrors: true },
      })
      .then(
        () => 'answered',
        (error: unknown) => error,
      );
    // The request did fail, and the cache knows it: the silence is the opt-out's doing.
    expect(outcome).toBe(failure);
    expect(client.getQueryState(['/api/y'])).toMatchObject({ status: 'error', error: failure });
    // Toasts come once their wording has loaded: a failure that does toast, after it, shows
    // that the silent one added none.
    const loud = new ApiError(404, 'Not Found', '{"message":"Loud","code":"n"}');
    await client.fetchQuery({ queryKey: ['/api/z'], queryFn: failWith(loud) }).catch(() => {});
    await vi.waitFor(() => expect(getToastState().toasts).not.toHaveLength(0));
    expect(getToastState().toasts).toEqual([expect.objectContaining({ description: 'Loud' })]);
  });

  it('reports a failed mutation and tells the app when the session is gone', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: failWith(new ApiError(401, 'Unauthorized', '')),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(getToastState().toasts).toHaveLength(1));
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Signed Out' });
  });
});
