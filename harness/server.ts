import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const serverEntry = join(repoRoot, 'dist/server/main.js');
export const webIndex = join(repoRoot, 'dist/web/index.html');

/** The e2e tests run against the production build, never the sources. */
export function assertBuilt(): void {
  const missing = [serverEntry, webIndex].filter((p) => !existsSync(p));
  if (missing.length > 0) {
    throw new Error(
      `The production build is missing (${missing.join(', ')}). Run \`npm run build\` first.`,
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'medmitra-e2e-'));
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process printed so far (stdout and stderr interleaved). */
  output(): string;
  stderr(): string;
  exited: Promise<ExitInfo>;
  /** SIGTERM and wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<ExitInfo>;
  /** SIGKILL, as a crash or a power cut of the process would. */
  kill(): Promise<ExitInfo>;
}

export interface SpawnOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /**
   * Append the server's stdout (its request log) to this file instead of keeping it in
   * `output()`: the bench, so that its load generator does not also read every log line.
   */
  logFile?: string;
}

// Servers still running when this process exits (a crashed test run, an uncaught error in a
// script) would hold their port and DATA_DIR forever: take them down with us.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Starts `node dist/server/main.js` without waiting for it to be ready. */
export async function spawnServer(options: SpawnOptions): Promise<RunningServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    APP_URL: url,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const logFd = options.logFile ? openSync(options.logFile, 'a') : null;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  // The child has its own copy of the descriptor.
  if (logFd !== null) closeSync(logFd);
  let all = '';
  let err = '';
  // Keep the tail only: a long journey logs a line per request.
  const keep = (s: string) => (s.length > 200_000 ? s.slice(-200_000) : s);
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (all = keep(all + d)));
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    all = keep(all + d);
    err = keep(err + d);
  });
  live.add(child);
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  const signalAndWait = async (signal: NodeJS.Signals): Promise<ExitInfo> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const info = await exited;
    clearTimeout(timer);
    return info;
  };
  return {
    url,
    port,
    dataDir: options.dataDir,
    process: child,
    output: () => all,
    stderr: () => err,
    exited,
    stop: () => signalAndWait('SIGTERM'),
    kill: () => signalAndWait('SIGKILL'),
  };
}

/** Polls GET /api/healthz until it answers 200; fails early with the log if the process exits. */
export async function waitUntilReady(server: RunningServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitInfo: ExitInfo | undefined;
  void server.exited.then((info) => (exitInfo = info));
  for (;;) {
    if (exitInfo) {
      throw new Error(
        `The server exited (${exitInfo.signal ?? exitInfo.code}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`${server.url}/api/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(
        `The server was not ready within ${timeoutMs} ms:\n${server.output().slice(-5000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the built server on a fresh (or given) DATA_DIR and waits until it is ready. */
export async function startServer(options: Partial<SpawnOptions> = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const server = await spawnServer({ ...options, dataDir });
  await waitUntilReady(server);
  return server;
}

export async function removeDataDir(dataDir: string): Promise<void> {
  if (process.env.KEEP_E2E_DATA) {
    console.log(`kept DATA_DIR ${dataDir}`);
    return;
  }
  await rm(dataDir, { recursive: true, force: true });
}
