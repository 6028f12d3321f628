import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { openPglite, openPostgres } from './db/connect';
import { memoryReadCache, passThroughCache, READ_CACHE_LIMITS } from './db/read-cache';
import { catalogIndex } from './features/prices/catalog-index';
import { afterAnswerSettled } from './platform/after-answer';
import { offsetClock, type Deps } from './deps';
import { readEnv } from './env';
import { liveHttpPriceProviders } from './features/prices/live';
import { JOBS } from './jobs';
import { startScheduler } from './jobs/scheduler';
import { clientIpReader } from './platform/client-ip';
import { DataDirInUseError, lockDataDir } from './platform/data-dir-lock';
import { diskFileStore } from './platform/file-store';
import { oneWritePerTurn } from './platform/log-lines';
import { outboxMailer, smtpMailer } from './platform/mailer';
import { paymentDeps } from './platform/payment-secrets';
import { vapidKeys } from './platform/vapid-keys';
import { fetchTransport, relayTransport, webPush } from './features/push/sender';
import { scryptHasher } from './platform/passwords';
import { webHandler } from './platform/web';

async function main(): Promise<void> {
  const env = readEnv();
  // Written synchronously (an asynchronous fs.write costs about 17 µs of CPU a line in libuv's
  // thread pool), and the lines of one turn of the event loop in one write: under load a line
  // each cost the app more than the rest of a cached read (ADR 024). What is pending is written
  // when the process exits.
  const logLines = oneWritePerTurn(pino.destination({ dest: 1, sync: true }));
  process.on('exit', () => logLines.flush());
  const logger = pino({ level: env.LOG_LEVEL, base: { service: 'medmitra' } }, logLines);
  const dataDir = resolve(env.DATA_DIR);

  const lock = await lockDataDir(dataDir);
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite(join(dataDir, 'db'));
  await database.migrate();
  // The medicine search index, read now rather than on the first user's search (ADR 016).
  await catalogIndex(database.db);

  const webDir = fileURLToPath(new URL('../web', import.meta.url));
  const deps: Deps = {
    db: database.db,
    // Embedded PGlite has one writer, this process (DATA_DIR lock); a PostgreSQL server may have
    // others, whose writes an in-memory cache would not see.
    cache: env.DATABASE_URL ? passThroughCache : memoryReadCache(READ_CACHE_LIMITS),
    clock: offsetClock(env.TEST_CLOCK_OFFSET_MS),
    passwords: scryptHasher,
    mailer: env.SMTP_URL
      ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : outboxMailer(join(dataDir, 'outbox'), env.MAIL_FROM, logger),
    files: diskFileStore(join(dataDir, 'files')),
    logger,
    config: {
      appUrl: env.APP_URL,
      production: env.NODE_ENV === 'production',
      adsensePublisherId: env.ADSENSE_PUBLISHER_ID ?? null,
      grievance: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
      uploads: { quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024, perHour: env.UPLOADS_PER_HOUR },
      priceStaleDays: env.PRICE_STALE_DAYS,
    },
    clientIp: clientIpReader(env.TRUST_PROXY),
    payments: await paymentDeps(env, dataDir, logger),
    push: webPush(
      await vapidKeys(env, dataDir),
      env.PUSH_SERVICE_URL ? relayTransport(env.PUSH_SERVICE_URL) : fetchTransport,
    ),
    // In development Vite serves the web app; in production it must be built.
    web: env.NODE_ENV === 'development' ? undefined : webHandler(webDir),
    prices: {
      live: liveHttpPriceProviders({
        pharmEasy: env.PHARMEASY_PRICE_URL,
        apollo: env.APOLLO_PRICE_URL,
        medplus: env.MEDPLUS_PRICE_URL,
      }),
    },
  };
  if (deps.payments.provider.name === 'test' && deps.config.production) {
    logger.warn(
      {},
      'payments: Razorpay is not configured, so the built-in test gateway gives Premium without money (set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)',
    );
  }
  const app = createApp(deps);
  const stopJobs = startScheduler(deps, JOBS, env.JOB_TICK_SECONDS * 1000);

  // Plain HTTP/1.1 (no createServer option), so this is an http.Server.
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, dataDir, mail: env.SMTP_URL ? 'smtp' : 'outbox' },
      `MedMitra is listening on http://localhost:${info.port}`,
    );
  }) as Server;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      // Emails promised in answers already sent go out before the database closes.
      await afterAnswerSettled();
      await stopJobs();
      await database.close();
      await lock.release();
      logger.info({}, 'stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (
    err instanceof DataDirInUseError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  ) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `MedMitra could not start: ${err instanceof Error ? err.stack : String(err)}\n`,
    );
  }
  process.exit(1);
});
