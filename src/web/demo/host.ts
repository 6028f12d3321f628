import { createStore, get } from 'idb-keyval';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getAuthUser, login, subscribeAuthUser } from '@web/session/auth-store';
import { clearStoredUser } from '@web/session/auth-storage';
import { authUserKey, type AccountAnswer } from '@web/session/queries';
import { activeLocale } from '@web/lib/i18n/locale';
import { safeStorage } from '@web/lib/safe-storage';
import { DEMO_FLAG_KEY, SIGN_UP_HASH } from './demo-keys';
import { deleteDatabase } from './delete-database';
import {
  DEMO_CACHE,
  DEMO_DATABASES,
  DEMO_STATE_DB,
  type DemoEmail,
  type DemoRequest,
  type DemoResponse,
  type DemoStage,
  type FormEntry,
  type FromWorker,
} from './protocol';

/*
 * The page's side of demo mode: the worker that hosts the app, the transport that sends the
 * app's /api requests to it instead of the network (lib/api.ts), and Exit demo.
 */

export type DemoProgress = { stage: DemoStage; fraction: number };

export class DemoStartError extends Error {
  constructor(
    readonly reason: 'other-tab' | 'error',
    message: string,
  ) {
    super(message);
    this.name = 'DemoStartError';
  }
}

let worker: Worker | null = null;
let started: Promise<void> | null = null;
let nextId = 1;
const waiting = new Map<number, (response: DemoResponse) => void>();
const progressListeners = new Set<(progress: DemoProgress) => void>();
const emailListeners = new Set<(email: DemoEmail) => void>();
let lastProgress: DemoProgress = { stage: 'download', fraction: 0 };

function spawn(): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'medmitra-demo',
  });
  w.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'response') {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    } else if (message.type === 'progress') {
      lastProgress = { stage: message.stage, fraction: message.fraction };
      progressListeners.forEach((listener) => listener(lastProgress));
    } else if (message.type === 'email') {
      emailListeners.forEach((listener) => listener(message.email));
    }
  };
  return w;
}

/** Starts the worker (once) and resolves when the app in it answers. */
function ensureStarted(): Promise<void> {
  if (started) return started;
  worker = spawn();
  const w = worker;
  started = new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        w.removeEventListener('message', onMessage);
        resolve();
      } else if (message.type === 'failed') {
        w.removeEventListener('message', onMessage);
        reject(new DemoStartError(message.reason, message.message));
      }
    };
    w.addEventListener('message', onMessage);
    w.onerror = (event) => reject(new DemoStartError('error', event.message || 'worker failed'));
    w.postMessage({ type: 'start' });
  });
  started.catch(() => {
    // A failed start can be tried again from scratch.
    w.terminate();
    if (worker === w) worker = null;
    started = null;
  });
  return started;
}

export function onDemoProgress(listener: (progress: DemoProgress) => void): () => void {
  progressListeners.add(listener);
  listener(lastProgress);
  return () => progressListeners.delete(listener);
}

export function onDemoEmail(listener: (email: DemoEmail) => void): () => void {
  emailListeners.add(listener);
  return () => emailListeners.delete(listener);
}

/** The emails the demo would have sent, oldest first. */
export async function demoOutbox(): Promise<DemoEmail[]> {
  return (await get<DemoEmail[]>('outbox', createStore(DEMO_STATE_DB, 'state'))) ?? [];
}

async function bodyOf(body: BodyInit | null | undefined): Promise<DemoRequest['body']> {
  if (body == null) return null;
  if (typeof body === 'string') return body;
  if (body instanceof FormData) {
    return [...body.entries()].map(([name, value]): FormEntry => [name, value]);
  }
  return new Response(body).text();
}

function pathOf(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  return `${url.pathname}${url.search}`;
}

/** The worker's answer to one request. */
async function askWorker(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  // Leaving: no new worker, and as the network would, no answer.
  if (exiting) throw new TypeError('The demo has ended');
  const signal = init.signal;
  signal?.throwIfAborted();
  await ensureStarted();
  const w = worker;
  if (!w) throw new TypeError('The demo is not running');
  const id = nextId++;
  const request: DemoRequest = {
    type: 'request',
    id,
    method: (init.method ?? 'GET').toUpperCase(),
    url: pathOf(input),
    headers: [...new Headers(init.headers)],
    body: await bodyOf(init.body),
  };
  const answer = await new Promise<DemoResponse>((resolve, reject) => {
    waiting.set(id, resolve);
    signal?.addEventListener(
      'abort',
      () => {
        waiting.delete(id);
        reject(signal.reason);
      },
      { once: true },
    );
    w.postMessage(request);
  });
  // A 204/304 has no body, and a Response refuses one for them.
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * The demo is the app's only server: offline is not a reason to hold a write back or to show the
 * offline banner (TanStack's online state drives both).
 */
function alwaysOnline(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(true);
    return () => {};
  });
}

let exitWatch: (() => void) | null = null;

/**
 * Demo mode from now on. Signing out (or the account being deleted, or the session ending)
 * leaves the demo altogether: a sign-in form must never post real credentials to the demo.
 */
function enterDemoMode(): void {
  if (exitWatch) return;
  alwaysOnline();
  exitWatch = subscribeAuthUser(() => {
    if (!getAuthUser()) void exitDemo();
  });
}

/**
 * fetch for the app's /api requests in demo mode (lib/api.ts, from the very first after a reload):
 * the worker answers, not the network; it starts with the first request.
 */
export function demoFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  enterDemoMode();
  return askWorker(input, init);
}

/**
 * The sign-in page's demo button: starts the worker (the engine downloads, the database and the
 * sample family are made the first time), signs the demo user in and marks demo mode.
 */
export async function startDemo(queryClient: QueryClient): Promise<void> {
  await ensureStarted();
  let answer = await askWorker('/api/auth/user');
  if (!answer.ok) throw new DemoStartError('error', `session check answered ${answer.status}`);
  let account = (await answer.json()) as AccountAnswer;
  // The demo speaks the language chosen on the sign-in screen (the account's is what the app
  // follows, ADR 026), as a new account does.
  const language = activeLocale();
  if (account.user.language !== language) {
    answer = await askWorker('/api/auth/user', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language }),
    });
    if (answer.ok) account = (await answer.json()) as AccountAnswer;
  }
  // From here on the app's requests come to the worker (lib/api.ts).
  safeStorage().setItem(DEMO_FLAG_KEY, '1');
  enterDemoMode();
  queryClient.setQueryData<AccountAnswer | null>(authUserKey, account);
  login(account.user);
}

let exiting: Promise<void> | null = null;

/**
 * Exit demo: the worker closes its database, then the demo's databases, its saved answers and its
 * cached engine are deleted, and the page goes back to sign-in. Nothing of the demo remains.
 */
export function exitDemo({ signUp = false }: { signUp?: boolean } = {}): Promise<void> {
  exiting ??= (async () => {
    exitWatch?.();
    const w = worker;
    if (w) {
      await new Promise<void>((resolve) => {
        const done = setTimeout(resolve, 3000);
        w.addEventListener('message', (event: MessageEvent<FromWorker>) => {
          if (event.data.type === 'stopped') {
            clearTimeout(done);
            resolve();
          }
        });
        w.postMessage({ type: 'stop' });
      });
      w.terminate();
    }
    const { clearSavedQueries } = await import('@web/features/offline/idb-store');
    await Promise.all([
      ...DEMO_DATABASES.map(deleteDatabase),
      clearSavedQueries().catch(() => undefined),
      'caches' in self ? caches.delete(DEMO_CACHE).catch(() => false) : null,
    ]);
    // Last, and without telling the app (which would ask the network for the signed-out page's
    // data from this page): the page that loads next is signed out and not in demo mode.
    const storage = safeStorage();
    storage.removeItem(DEMO_FLAG_KEY);
    clearStoredUser(storage);
    // The sign-in screen opens on Create Account when asked (features/auth/sign-in-page.tsx).
    location.replace(signUp ? `/#${SIGN_UP_HASH}` : '/');
  })();
  return exiting;
}
