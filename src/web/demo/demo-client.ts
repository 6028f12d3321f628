import { SESSION_COOKIE } from '@server/http/session';

/** What the demo needs of the app: a fetch handler (Hono's app.fetch). */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/*
 * The browser keeps cookies away from scripts: a Request made here drops a Cookie header and a
 * Response drops Set-Cookie (forbidden header names). The demo's worker is the app's browser, so
 * it keeps the one cookie the app sets, the session's, itself: it puts the cookie on each request
 * as the app reads it (the request's headers) and takes it from each answer as the app writes it
 * (the headers Hono builds the Response from). The app is unchanged: it signs the demo user in
 * and checks the session exactly as on the server; there is no other way in.
 */
const keptCookies = new WeakMap<Response, string[]>();

let responsesKeepCookies = false;

/** Makes the Responses built in this worker remember the Set-Cookie they were given. */
function keepSetCookies(): void {
  if (responsesKeepCookies) return;
  responsesKeepCookies = true;
  const NativeResponse = globalThis.Response;
  class CookieKeepingResponse extends NativeResponse {
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body, init);
      if (init?.headers) {
        const cookies = new Headers(init.headers).getSetCookie();
        if (cookies.length > 0) keptCookies.set(this, cookies);
      }
    }
  }
  globalThis.Response = CookieKeepingResponse;
}

/** The session token an answer set: a string, '' when it cleared it, null when it did not say. */
function sessionFrom(response: Response): string | null {
  const lines = [...(keptCookies.get(response) ?? []), ...response.headers.getSetCookie()];
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    return cleared ? '' : decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Spec §6: the page knows the demo user as `user-1` (its stored `auth_user`, and so the
 * `x-user-id` of its requests). The database keeps its uuid (users.id is one, and the app signs
 * the demo user in as any account): the user in an /api/auth answer is renamed on its way to the
 * page, nothing else. The app reads identity from the session alone, never from an id the page
 * sends, so the two need not agree.
 */
export const DEMO_USER_ID = 'user-1';

/** An answer's body as the page gets it: the account's own user named `user-1`. */
export function pageBody(path: string, contentType: string | null, body: ArrayBuffer): ArrayBuffer {
  if (!path.startsWith('/api/auth/') || !contentType?.includes('application/json')) return body;
  let answer: unknown;
  try {
    answer = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return body;
  }
  if (!answer || typeof answer !== 'object' || !('user' in answer)) return body;
  const { user } = answer;
  if (!user || typeof user !== 'object' || !('id' in user)) return body;
  const renamed = { ...answer, user: { ...user, id: DEMO_USER_ID } };
  return new TextEncoder().encode(JSON.stringify(renamed)).buffer as ArrayBuffer;
}

export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    path: string,
  ) {
    super(`${path}: ${status} ${body.slice(0, 200)}`);
    this.name = 'DemoApiError';
  }
}

/** The demo's side of the app: its requests carry the session, its answers keep it. */
export class DemoClient {
  private session: string | null;

  constructor(
    private readonly app: FetchApp,
    private readonly origin: string,
    session: string | null,
    private readonly onSession: (token: string | null) => void = () => {},
  ) {
    keepSetCookies();
    this.session = session;
  }

  get signedIn(): boolean {
    return this.session !== null;
  }

  /** One request to the app, as the page made it (without cookies: the page has none here). */
  async handle(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.delete('cookie');
    if (this.session)
      headers.set('cookie', `${SESSION_COOKIE}=${encodeURIComponent(this.session)}`);
    // With its length said, the app's body limit reads the body as it is rather than making a
    // new Request of it (which would have the Request's own headers again, without the cookie).
    const body = request.body ? await request.arrayBuffer() : null;
    if (body) headers.set('content-length', String(body.byteLength));
    const prepared = new Request(request.url, { method: request.method, body });
    // The app reads cookies from the request's headers; a Request's own refuse a Cookie.
    Object.defineProperty(prepared, 'headers', { value: headers });
    const response = await this.app.fetch(prepared);
    const token = sessionFrom(response);
    if (token !== null) {
      this.session = token || null;
      this.onSession(this.session);
    }
    return response;
  }

  /** A request of the page: the answer, and its body as the page gets it (`pageBody`). */
  async handleForPage(request: Request): Promise<{ response: Response; body: ArrayBuffer }> {
    const response = await this.handle(request);
    const path = new URL(request.url).pathname;
    const body = pageBody(path, response.headers.get('content-type'), await response.arrayBuffer());
    return { response, body };
  }

  /** A JSON call, for the demo's own use (seeding): the answer, or a DemoApiError. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const response = await this.handle(new Request(`${this.origin}${path}`, init));
    const text = await response.text();
    if (!response.ok) throw new DemoApiError(response.status, text, path);
    return (text ? JSON.parse(text) : null) as T;
  }
}
