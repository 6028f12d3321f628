import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';

export class DataDirInUseError extends Error {}

/**
 * PGlite has no lock on its folder, and a second process on it silently loses writes. We hold
 * an abstract Unix socket named after the folder's real path: the kernel lets one process bind
 * it and frees it the moment that process dies (SIGKILL too), so there is no stale lock file.
 */
export async function lockDataDir(dir: string): Promise<{ release(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const real = realpathSync(dir);
  const name = `\0medmitra-data-dir-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  const server = createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const holder = await askHolder(name);
    throw new DataDirInUseError(
      `DATA_DIR ${real} is already in use by another MedMitra server${holder ? ` (pid ${holder})` : ''}. ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
  }
  server.unref();
  return { release: () => new Promise((resolve) => server.close(() => resolve())) };
}

function listen(server: Server, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function askHolder(name: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = createConnection(name);
    let data = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (d) => (data += d.toString()));
    socket.on('close', () => resolve(/^\d+$/.test(data) ? data : null));
    socket.on('error', () => resolve(null));
  });
}
