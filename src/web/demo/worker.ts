/// <reference lib="webworker" />
// The demo's server, inside a Web Worker (a service worker may not use import(), which PGlite
// does): the page's /api requests come here as messages (host.ts); nothing leaves the browser.
// This part is small, so that PGlite's engine starts downloading at once, while the server's
// code (worker-server.ts) comes alongside.
import { get } from 'idb-keyval';
import { deleteDatabase } from './delete-database';
import { loadEngine } from './engine';
import {
  DEMO_PGLITE_DB,
  type DemoStage,
  type FormEntry,
  type FromWorker,
  type ToWorker,
} from './protocol';
import type { Running } from './worker-server';
import { SEEDED_KEY, state } from './worker-state';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer);
const progress = (stage: DemoStage, fraction: number) =>
  post({ type: 'progress', stage, fraction: Math.min(1, Math.max(0, fraction)) });

async function boot(): Promise<Running> {
  progress('download', 0);
  // Not seeded: a first start, or one cut short. The demo starts again from nothing: the build's
  // database (or initdb where the build made none), the migrations, the sample family.
  const seeded = (await get<boolean>(SEEDED_KEY, state)) === true;
  if (!seeded) await deleteDatabase(DEMO_PGLITE_DB);
  const [engine, server] = await Promise.all([
    loadEngine(!seeded, (f) => progress('download', f)),
    import('./worker-server'),
  ]);
  progress('database', 0);
  return server.startServer({ engine, seeded, post, progress });
}

function toRequest(message: Extract<ToWorker, { type: 'request' }>): Request {
  let body: BodyInit | null;
  const headers = new Headers(message.headers);
  if (Array.isArray(message.body)) {
    const form = new FormData();
    for (const [name, value] of message.body as FormEntry[]) form.append(name, value);
    body = form;
    // The form's boundary is the new body's, not the page's.
    headers.delete('content-type');
  } else {
    body = message.body;
  }
  return new Request(`${self.location.origin}${message.url}`, {
    method: message.method,
    headers,
    body: message.method === 'GET' || message.method === 'HEAD' ? null : body,
  });
}

let running: Promise<Running> | null = null;

async function answer(message: Extract<ToWorker, { type: 'request' }>): Promise<void> {
  try {
    if (!running) throw new Error('The demo has not started');
    const { client, saver } = await running;
    const { response, body } = await client.handleForPage(toRequest(message));
    if (message.method !== 'GET' && message.method !== 'HEAD') await saver.flush();
    // The body may have been renamed (pageBody): its length is the body's own.
    const headers = [...response.headers].filter(
      ([name]) => name !== 'set-cookie' && name !== 'content-length',
    );
    post(
      {
        type: 'response',
        id: message.id,
        status: response.status,
        statusText: response.statusText,
        headers,
        body,
      },
      [body],
    );
  } catch (error) {
    const body = new TextEncoder().encode(
      JSON.stringify({ message: 'The demo could not answer', code: 'DEMO_ERROR' }),
    ).buffer as ArrayBuffer;
    console.error('[demo]', error);
    post(
      {
        type: 'response',
        id: message.id,
        status: 500,
        statusText: 'Demo error',
        headers: [['content-type', 'application/json']],
        body,
      },
      [body],
    );
  }
}

/** One demo per browser: a second tab's worker would write over the first one's database. */
function holdDemoLock(): Promise<boolean> {
  if (!('locks' in navigator)) return Promise.resolve(true);
  return new Promise((resolve) => {
    void navigator.locks.request('medmitra-demo', { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held until the worker ends.
      return lock ? new Promise(() => {}) : undefined;
    });
  });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'request') {
    void answer(message);
  } else if (message.type === 'start') {
    running ??= holdDemoLock().then((held) => {
      if (!held) throw Object.assign(new Error('The demo is open in another tab'), { tab: true });
      return boot();
    });
    running.then(
      () => post({ type: 'ready' }),
      (error: unknown) =>
        post({
          type: 'failed',
          reason: error instanceof Error && 'tab' in error ? 'other-tab' : 'error',
          message: String(error),
        }),
    );
  } else if (message.type === 'stop') {
    void (async () => {
      const current = await running?.catch(() => null);
      if (current) {
        await current.stopJobs();
        current.saver.stop();
        await current.pglite.close();
      }
      post({ type: 'stopped' });
    })();
  }
};
