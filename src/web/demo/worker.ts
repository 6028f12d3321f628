/// <reference lib="webworker" />
// The demo's server: the app (createApp) on PGlite kept in IndexedDB, inside a Web Worker (a
// service worker may not use import(), which PGlite does). The page's /api requests come here
// as messages (host.ts); nothing leaves the browser.
import { IdbFs, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url';
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';
import { eq } from 'drizzle-orm';
import { createStore, del, get, set } from 'idb-keyval';
import { users } from '@server/db/schema';
import { JOBS } from '@server/jobs';
import { startScheduler } from '@server/jobs/scheduler';
import { DemoClient } from './demo-client';
import { demoApp, demoDeps } from './demo-deps';
import { idbFileStore } from './idb-file-store';
import { migrateBundled } from './migrations';
import {
  DEMO_FILES_DB,
  DEMO_PGLITE_DIR,
  DEMO_STATE_DB,
  type DemoStage,
  type FormEntry,
  type FromWorker,
  type ToWorker,
} from './protocol';
import { DEMO_ACCOUNT } from './sample-family';
import { seedDemo } from './seed';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer);
const progress = (stage: DemoStage, fraction: number) =>
  post({ type: 'progress', stage, fraction: Math.min(1, Math.max(0, fraction)) });

const state = createStore(DEMO_STATE_DB, 'state');
const SESSION_KEY = 'session';
/** Set once the sample family is in: a start cut short before that starts the family again. */
const SEEDED_KEY = 'seeded';
const OUTBOX_KEY = 'outbox';

/**
 * The engine's two big files, fetched here so the progress bar can follow them (PGlite would
 * fetch the same files itself). Their sizes as this PGlite version ships them: the server may
 * send them compressed, and then no header says how many bytes will arrive.
 */
const ENGINE_BYTES = { wasm: 9_086_480, data: 6_242_272 };
async function download(url: string, expected: number, onBytes: (n: number) => void) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const plain = !response.headers.get('content-encoding') && length > 0;
  const total = plain ? length : expected;
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        onBytes(Math.min(seen / total, 1));
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, { headers: response.headers });
}

async function loadEngine(): Promise<{ wasm: WebAssembly.Module; data: Blob }> {
  const parts = { wasm: 0, data: 0 };
  const report = () =>
    progress(
      'download',
      (parts.wasm * ENGINE_BYTES.wasm + parts.data * ENGINE_BYTES.data) /
        (ENGINE_BYTES.wasm + ENGINE_BYTES.data),
    );
  const [wasm, data] = await Promise.all([
    // Compiled while it downloads.
    download(pgliteWasmUrl, ENGINE_BYTES.wasm, (f) => {
      parts.wasm = f;
      report();
    }).then((r) => WebAssembly.compileStreaming(r)),
    download(pgliteDataUrl, ENGINE_BYTES.data, (f) => {
      parts.data = f;
      report();
    }).then((r) => r.blob()),
  ]);
  return { wasm, data };
}

/** The app's clock: real time, except while the sample family is made (seed.ts). */
function seedableClock() {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (at: Date | null) => {
      fixed = at;
    },
  };
}

interface Saver {
  /** Saves what changed since the last save, after any save under way. */
  flush(): Promise<void>;
  stop(): void;
}

/** How long a job's writes (the scheduler's, not a request's) may wait to be saved. */
const SAVE_EVERY_MS = 2000;

/*
 * When the database's files go to IndexedDB. PGlite would save them after every query: the
 * migrations and the sample family are hundreds of queries, and that took ~10x as long as the
 * queries themselves (and its background saves, unawaited, let a reload lose the last write).
 * Here a query only marks the files changed; they are saved before a write request is answered
 * (what the page is told is saved, is), after the start, and every few seconds for the jobs.
 */
function savesToIndexedDb(pglite: PGlite, fs: IdbFs): Saver {
  let dirty = false;
  let saving: Promise<void> = Promise.resolve();
  pglite.syncToFs = async () => {
    dirty = true;
  };
  const flush = () => {
    if (dirty) {
      dirty = false;
      saving = saving
        .then(() => fs.syncToFs())
        .catch((error: unknown) => {
          // A file gone while it was walked (ENOENT): the next save walks them all again.
          dirty = true;
          console.warn('[demo] saving to IndexedDB is tried again', error);
        });
    }
    return saving;
  };
  const timer = setInterval(() => void flush(), SAVE_EVERY_MS);
  return { flush, stop: () => clearInterval(timer) };
}

interface Running {
  client: DemoClient;
  pglite: PGlite;
  saver: Saver;
  stopJobs: () => Promise<void>;
}

async function boot(): Promise<Running> {
  progress('download', 0);
  const engine = await loadEngine();
  progress('database', 0);
  const fs = new IdbFs(DEMO_PGLITE_DIR);
  const pglite = await PGlite.create({
    fs,
    extensions: { pg_trgm },
    // Once started, saving to IndexedDB is savesToIndexedDb's, not after every query.
    relaxedDurability: false,
    pgliteWasmModule: engine.wasm,
    fsBundle: engine.data,
  });
  progress('database', 0.5);
  const saver = savesToIndexedDb(pglite, fs);
  const clock = seedableClock();
  const deps = demoDeps({
    pglite,
    files: idbFileStore(createStore(DEMO_FILES_DB, 'files')),
    clock,
    appUrl: self.location.origin,
    outbox(email) {
      const shown = {
        to: email.to,
        subject: email.subject,
        text: email.text,
        at: clock.now().toISOString(),
      };
      post({ type: 'email', email: shown });
      void get<unknown[]>(OUTBOX_KEY, state).then((list) =>
        set(OUTBOX_KEY, [...(list ?? []), shown], state),
      );
    },
  });
  const client = new DemoClient(
    demoApp(deps),
    self.location.origin,
    (await get<string>(SESSION_KEY, state)) ?? null,
    (token) => void (token ? set(SESSION_KEY, token, state) : del(SESSION_KEY, state)),
  );
  const seeded = (await get<boolean>(SEEDED_KEY, state)) === true;

  await migrateBundled(deps.db);
  progress('database', 1);
  if (!seeded) {
    // A first start, or one cut short: the family is made again from nothing (every table of an
    // account's data cascades from users, ADR 027).
    await deps.db.delete(users);
    await seedDemo(client, clock, new Date(), (f) => progress('sample', f));
  }
  await saver.flush();
  if (!seeded) await set(SEEDED_KEY, true, state);

  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (!account) throw new Error('The demo account is gone');
  const check = await client.handle(new Request(`${self.location.origin}/api/auth/user`));
  if (check.status === 401) {
    await client.call('POST', '/api/auth/signin', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
  }
  // Missed doses, refill alerts and the rest, on the server's schedule, while the demo is open.
  const stopJobs = startScheduler(deps, JOBS);
  return { client, pglite, saver, stopJobs };
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
    const response = await client.handle(toRequest(message));
    const body = await response.arrayBuffer();
    if (message.method !== 'GET' && message.method !== 'HEAD') await saver.flush();
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
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
