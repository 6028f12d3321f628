/** Messages between the page (host.ts) and the demo's worker (worker.ts). */

/** A form field as it crosses to the worker: FormData itself cannot be posted. */
export type FormEntry = [name: string, value: string | File];

export interface DemoRequest {
  type: 'request';
  id: number;
  method: string;
  /** Path and query, e.g. /api/medications?memberId=… */
  url: string;
  headers: [string, string][];
  body: string | FormEntry[] | null;
}

export type ToWorker = { type: 'start' } | DemoRequest | { type: 'stop' };

/** Where the start is; `fraction` of that stage, 0 to 1. */
export type DemoStage = 'download' | 'database' | 'sample';

export interface DemoResponse {
  type: 'response';
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface DemoEmail {
  to: string;
  subject: string;
  text: string;
  /** ISO time it was "sent". */
  at: string;
}

export type FromWorker =
  | { type: 'progress'; stage: DemoStage; fraction: number }
  | { type: 'ready' }
  | { type: 'failed'; reason: 'other-tab' | 'error'; message: string }
  | DemoResponse
  | { type: 'email'; email: DemoEmail }
  | { type: 'stopped' };

/** The IndexedDB databases the demo keeps: PGlite's, the uploaded files, and its own state. */
export const DEMO_PGLITE_DIR = 'medmitra-demo';
/** PGlite's idb:// file system names its IndexedDB database after the mount point. */
export const DEMO_PGLITE_DB = `/pglite/${DEMO_PGLITE_DIR}`;
export const DEMO_DATABASES = [DEMO_PGLITE_DB, 'medmitra-demo-files', 'medmitra-demo-state'];
export const DEMO_FILES_DB = 'medmitra-demo-files';
export const DEMO_STATE_DB = 'medmitra-demo-state';
/** The Cache Storage cache the service worker keeps the demo's code and database engine in. */
export const DEMO_CACHE = 'medmitra-demo';
