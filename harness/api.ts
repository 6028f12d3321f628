import { POLICY_VERSION } from '@core/policies/version';

/** A tiny HTTP client for the e2e tests: JSON in and out, one cookie jar per instance. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The cookies this client holds, to hand its session to a browser context. */
  cookieList(): { name: string; value: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0\b/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  signUp(email: string, password: string, dateOfBirth: string | null = null) {
    return this.request<{ user: { id: string; email: string; username: string } }>(
      'POST',
      '/api/auth/signup',
      // The sign-up form's ticked consent box, for the current policies (ADR 029).
      { email, password, dateOfBirth, acceptPolicies: true, policyVersion: POLICY_VERSION },
    );
  }

  /** POSTs `body` to `path` and returns the answer's body; any other status than `status` throws. */
  async create<T = unknown>(path: string, body: unknown, status = 201): Promise<T> {
    const res = await this.request<T>('POST', path, body);
    if (res.status !== status) {
      throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    return res.body;
  }

  signIn(email: string, password: string) {
    return this.request<{ user: { id: string; email: string; username: string } }>(
      'POST',
      '/api/auth/signin',
      { email, password },
    );
  }
}

let counter = 0;
/** A unique address per call, so tests never collide on the same DATA_DIR. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
