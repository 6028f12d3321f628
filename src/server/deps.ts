import type { Context, MiddlewareHandler } from 'hono';
import type { GrievanceContact } from '@core/policies/grievance';
import type { AppEnvOf } from './http/app-env';
import type { ReadCache } from './db/read-cache';
import type { Db } from './db/types';
import type { PaymentDeps } from './features/payments/provider';
import type { PriceProvider } from './features/prices/providers';

export interface Clock {
  now(): Date;
}

export interface PasswordHasher {
  /**
   * `queue` names who asks (the client's address): hashes take turns between queues, so one
   * address's burst does not hold everyone else's sign-in back (ADR 010).
   */
  hash(password: string, queue?: string): Promise<string>;
  verify(password: string, stored: string, queue?: string): Promise<boolean>;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Private file storage (uploads), outside the web root. Keys are server-made, never user input. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export interface AppConfig {
  /** Public base URL of the app, for links in emails. */
  appUrl: string;
  production: boolean;
  adsensePublisherId: string | null;
  /** The privacy policy's grievance officer (GRIEVANCE_OFFICER_*); the core default when unset. */
  grievance?: GrievanceContact;
  /** Prescription uploads per account (UPLOAD_QUOTA_MB, UPLOADS_PER_HOUR). */
  uploads: UploadLimits;
  /** A sheet price older than this many days is shown as stale (PRICE_STALE_DAYS; default 30). */
  priceStaleDays?: number;
}

export interface UploadLimits {
  /** Sum of an account's stored prescription files. */
  quotaBytes: number;
  /** Upload requests one account may make in an hour. */
  perHour: number;
}

/** Everything the app needs from outside. Node (main.ts), tests and the demo each supply their own. */
export interface Deps {
  db: Db;
  /** Rows read on every screen, kept per account; pass-through unless this process is the only
   * writer (db/read-cache.ts). */
  cache: ReadCache;
  clock: Clock;
  passwords: PasswordHasher;
  mailer: Mailer;
  files: FileStore;
  logger: Logger;
  config: AppConfig;
  /** The client's address as the platform sees it (socket, or trusted proxy header). */
  clientIp(c: Context): string | null;
  /** Serves the built web app for non-API paths (Node only). */
  web?: MiddlewareHandler<AppEnvOf<Deps>>;
  /** Who takes payments: Razorpay when configured, else the built-in test gateway (ADR 031). */
  payments: PaymentDeps;
  /** Web Push (ADR 032): the VAPID keys and how requests reach push services. */
  push?: PushDeps;
  /** Live pharmacy price adapters (off unless configured); the imported price sheet is always on. */
  prices?: PriceDeps;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: (RFC 8292). */
  subject: string;
}

/** A browser's push subscription: its push service's endpoint and its keys (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one request to a push service (fetch in production; tests route it to a fake). */
export type PushTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null },
) => Promise<{ status: number }>;

export interface PushDeps {
  vapid: VapidKeys;
  /**
   * Encrypts, signs and sends one push (features/push/sender.ts, with web-push: a Node library,
   * so the app and its jobs reach it only through here); answers the push service's status, 0
   * when it could not be reached.
   */
  send(target: PushTarget, payload: string): Promise<number>;
}

export interface PriceDeps {
  live: readonly PriceProvider[];
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time moved `offsetMs` ahead: end-to-end tests' injected clock (TEST_CLOCK_OFFSET_MS). */
export function offsetClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { now: () => new Date(Date.now() + offsetMs) };
}
