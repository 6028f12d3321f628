// The bench's baseline (docs/architecture.md "Budgets"): a bare `node:http` server with no
// framework and no middleware (no Hono, validation, CSRF, security headers, request log or rate
// limits), answering the authenticated reads the API scenarios measure with the same code and so
// the same SQL: the session by cookie (`findSession`) and the routes' own service functions, on the
// same data through the same read cache (PGlite) or none (PostgreSQL). The app's saturated
// throughput divided by this one's is what the framework and the house's middleware cost.
// Run: node --import tsx bench/baseline-server.ts <DATA_DIR|postgres://...> <port>
import { createServer } from 'node:http';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../src/server/db/connect';
import { memoryReadCache, passThroughCache, READ_CACHE_LIMITS } from '../src/server/db/read-cache';
import { systemClock, type Deps } from '../src/server/deps';
import { statistics } from '../src/server/features/doses/service';
import { listMedications } from '../src/server/features/medications/service';
import { findSession, SESSION_COOKIE } from '../src/server/http/session';

const [where = '', port = '0'] = process.argv.slice(2);
const onPostgres = where.startsWith('postgres');
const database = onPostgres ? openPostgres(where) : await openPglite(join(where, 'db'));
// Only what these reads use: the services read `db`, `cache` and `clock`.
const deps = {
  db: database.db,
  cache: onPostgres ? passThroughCache : memoryReadCache(READ_CACHE_LIMITS),
  clock: systemClock,
} as unknown as Deps;

type Read = (session: NonNullable<Awaited<ReturnType<typeof findSession>>>) => Promise<unknown>;
const reads: Record<string, Read> = {
  '/api/auth/user': async (s) => ({ user: s.current.account }),
  '/api/statistics': (s) => statistics(deps, s.current.user, {}),
  '/api/medications': (s) => listMedications(deps, s.current.user, {}),
};

function cookieToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const server = createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(json);
  };
  const read = reads[(req.url ?? '').split('?')[0] ?? ''];
  if (!read) return send(404, { message: 'Not found' });
  const token = cookieToken(req.headers.cookie);
  void (async () => {
    const session = token ? await findSession(deps, token, deps.clock.now()) : null;
    if (!session) return send(401, { message: 'Not signed in' });
    send(200, await read(session));
  })().catch(() => send(500, { message: 'Internal error' }));
});

server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : port}\n`);
});
const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
