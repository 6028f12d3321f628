import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  ApiError,
  apiFetch,
  apiRequest,
  FALLBACK_USER_ID,
  getQueryFn,
  isApiInPage,
  isNetworkError,
  plugApi,
} from './api';

const storage = new MemoryStorage();
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
});

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
});

afterEach(() => vi.clearAllMocks());

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: String(url),
    init: init ?? {},
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
}

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as QueryFunctionContext;
}

describe('ApiError (spec §8)', () => {
  it('is "status: body" when the body has text', () => {
    const error = new ApiError(409, 'Conflict', '{"message":"Email taken","code":"conflict"}');
    expect(error.message).toBe('409: {"message":"Email taken","code":"conflict"}');
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('Email taken');
    expect(error.serverCode).toBe('conflict');
  });

  it('falls back to the status text when the body is empty', () => {
    const error = new ApiError(503, 'Service Unavailable', '');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeNull();
    expect(error.serverCode).toBeNull();
  });

  it('has no server message when the body is not JSON', () => {
    expect(new ApiError(500, 'x', '<html>oops</html>').serverMessage).toBeNull();
  });
});

describe('apiRequest (spec §6-8)', () => {
  it('sends cookies, no content type without a body, and the fallback user id', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await apiRequest('POST', '/api/auth/signout');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/signout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['x-user-id']).toBe(FALLBACK_USER_ID);
  });

  it('sends JSON with its content type and the user id the app gave it', async () => {
    let id: string | undefined = 'u-42';
    plugApi(
      () => id,
      () => false,
      () => Promise.reject(new Error('not in demo mode')),
    );
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await apiRequest('POST', '/api/auth/signin', { email: 'a@b.in', password: 'secret1' });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['x-user-id']).toBe('u-42');
    expect(init.body).toBe('{"email":"a@b.in","password":"secret1"}');
    id = undefined;
    await apiRequest('POST', '/api/auth/signout');
    expect(lastCall().headers['x-user-id']).toBe(FALLBACK_USER_ID);
  });

  it('never sends the spec fixed admin identity headers', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    await apiRequest('GET', '/api/admin/users');
    const { headers } = lastCall();
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('x-user-email');
  });

  it('throws "status: body" on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Invalid email or password","code":"unauthorized"}', {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );
    const error = await apiRequest('POST', '/api/auth/signin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '401: {"message":"Invalid email or password","code":"unauthorized"}',
    );
  });

  it('lets a network failure through as a TypeError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/api/healthz').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});

describe('getQueryFn (spec §7)', () => {
  it('GETs the query key joined with "/" and parses JSON', async () => {
    fetchMock.mockResolvedValue(Response.json({ publisherId: null }));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api', 'adsense-config']));
    expect(lastCall().url).toBe('/api/adsense-config');
    expect(lastCall().init.credentials).toBe('include');
    expect(data).toEqual({ publisherId: null });
  });

  it('returns null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBe(
      null,
    );
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});

describe('the API in this page (demo mode, ADR 038)', () => {
  it('takes every request while it is on, and none once it is off', async () => {
    let on = true;
    const pageFetch = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ demo: true }));
    plugApi(
      () => undefined,
      () => on,
      pageFetch,
    );
    expect(isApiInPage()).toBe(true);
    await expect(apiFetch('/api/family').then((res) => res.json())).resolves.toEqual({
      demo: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    on = false;
    fetchMock.mockResolvedValue(Response.json({ demo: false }));
    expect(isApiInPage()).toBe(false);
    await expect(apiFetch('/api/family').then((res) => res.json())).resolves.toEqual({
      demo: false,
    });
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });
});
