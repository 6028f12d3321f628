// A throwaway PostgreSQL server for the bench's API runs on PostgreSQL, started the way
// scripts/ops/test-all.sh starts the integration tests' one: Debian's binaries, a temporary data
// directory, fsync off, 127.0.0.1 on a free port; as the `postgres` user when run as root.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Null when PostgreSQL is not installed (the bench then says so instead of failing). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = binDir();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'medmitra-bench-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root.
  const asRoot = process.getuid?.() === 0;
  let user: string | null = null;
  if (asRoot) {
    user = 'postgres';
    const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const pg = (cmd: string, args: string[]) =>
    execFileSync(
      user ? 'runuser' : join(bin, cmd),
      user ? ['-u', user, '--', join(bin, cmd), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  const port = await freePort();
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  pg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
