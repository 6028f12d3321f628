// The demo's server (ADR 038): the app (createApp) on PGlite kept in IndexedDB, its migrations,
// the sample family and the jobs. Loaded by the worker (worker.ts) while PGlite's engine downloads.
import { IdbFs, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { createStore, del, get, set } from 'idb-keyval';
import { users } from '@server/db/schema';
import { JOBS } from '@server/jobs';
import { startScheduler } from '@server/jobs/scheduler';
import { DemoClient } from './demo-client';
import { demoApp, demoDeps } from './demo-deps';
import type { Engine } from './engine';
import { idbFileStore } from './idb-file-store';
import { migrateBundled } from './migrations';
import { DEMO_FILES_DB, DEMO_PGLITE_DIR, type DemoStage, type FromWorker } from './protocol';
import { DEMO_ACCOUNT } from './sample-family';
import { seedDemo } from './seed';
import { OUTBOX_KEY, SEEDED_KEY, SESSION_KEY, state } from './worker-state';

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

export interface Running {
  client: DemoClient;
  pglite: PGlite;
  saver: Saver;
  stopJobs: () => Promise<void>;
}

interface Start {
  engine: Engine;
  /** The sample family is in (not a first start, nor one cut short). */
  seeded: boolean;
  post: (message: FromWorker) => void;
  progress: (stage: DemoStage, fraction: number) => void;
}

export async function startServer({ engine, seeded, post, progress }: Start): Promise<Running> {
  const fs = new IdbFs(DEMO_PGLITE_DIR);
  const pglite = await PGlite.create({
    fs,
    extensions: { pg_trgm },
    ...(engine.dataDir ? { loadDataDir: engine.dataDir } : {}),
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
  await migrateBundled(deps.db);
  progress('database', 1);
  if (!seeded) {
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
