import type { QueryFunction } from '@tanstack/react-query';

/** Spec §6: the id sent when no user is stored. The server ignores this header (PRODUCT §1). */
export const FALLBACK_USER_ID = 'user-1';

/**
 * Spec §8: a non-OK answer becomes an error whose message is `${status}: ${body or statusText}`.
 * The status and body are also kept as fields so callers need not parse the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `message` field of the server's JSON error body, when there is one. */
  get serverMessage(): string | null {
    return readStringField(this.body, 'message');
  }

  /** The `code` field of the server's JSON error body (QUOTA_EXCEEDED, say), when there is one. */
  get serverCode(): string | null {
    return readStringField(this.body, 'code');
  }

  /** The `params` field of the server's JSON error body: the message's figures, unchecked. */
  get serverParams(): unknown {
    return readField(this.body, 'params');
  }
}

function readStringField(body: string, field: 'message' | 'code'): string | null {
  const value = readField(body, field);
  return typeof value === 'string' && value.trim() ? value : null;
}

function readField(body: string, field: 'message' | 'code' | 'params'): unknown {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && field in parsed) {
      return (parsed as Record<string, unknown>)[field];
    }
  } catch {
    // Not JSON: there is no such field.
  }
  return undefined;
}

/**
 * A write refused before it was sent because the device is offline (the mutation layer in
 * query-client.ts throws it): nothing reached the server and nothing changed.
 */
export class OfflineError extends Error {
  constructor() {
    super('The device is offline');
    this.name = 'OfflineError';
  }
}

/**
 * fetch rejects (TypeError) only when the request never got an answer; an OfflineError request
 * was never tried. Either way the server did not answer.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || error instanceof OfflineError;
}

/**
 * What the app plugs into the client as it starts (main.tsx), so that lib/ knows neither who is
 * signed in nor the demo: the stored user's id for the x-user-id header, and whether the API runs
 * in this page (demo mode: web/demo, ADR 038) with its transport, which then takes every request
 * from the very first. Nothing else in the app need know.
 */
let userId = (): string | undefined => undefined;
let pageFetch: typeof fetch;

/** Whether the API runs in this page (demo mode) rather than on the server. */
export let isApiInPage = (): boolean => false;

export function plugApi(id: typeof userId, inPage: typeof isApiInPage, page: typeof fetch): void {
  userId = id;
  isApiInPage = inPage;
  pageFetch = page;
}

/** Every API request's headers (spec §6-7); uploads add theirs to a FormData body. */
export function apiHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'x-user-id': userId() || FALLBACK_USER_ID,
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** fetch for /api: to the network or, in demo mode, to the API running in this page. */
export function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return isApiInPage() ? pageFetch(input, init) : fetch(input, init);
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await apiFetch(url, {
    method,
    headers: apiHeaders(hasBody),
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** Sends a request and parses the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Spec §7: GET the path formed by joining the query key parts with '/'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await apiFetch(queryKey.join('/'), {
      headers: apiHeaders(false),
      credentials: 'include',
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
