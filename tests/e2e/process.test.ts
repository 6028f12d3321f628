// The built server as a process: the DATA_DIR lock, graceful shutdown and crash safety.
// No browser here.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '../../harness/api';
import {
  makeDataDir,
  removeDataDir,
  spawnServer,
  startServer,
  type RunningServer,
} from '../../harness/server';

const PASSWORD = 'kite-mango-42';

const running: RunningServer[] = [];
const dataDirs: string[] = [];

async function track(server: Promise<RunningServer>): Promise<RunningServer> {
  const s = await server;
  running.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
  await Promise.all(dataDirs.splice(0).map(removeDataDir));
});

describe('server process', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = await makeDataDir();
    dataDirs.push(dataDir);
    const first = await track(startServer({ dataDir }));
    const api = new ApiClient(first.url);
    const email = uniqueEmail('lock');
    expect((await api.signUp(email, PASSWORD)).status).toBe(201);

    const second = await track(spawnServer({ dataDir }));
    const exit = await second.exited;
    expect(exit.code, `second server output:\n${second.output()}`).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(second.stderr()).toContain('is already in use');

    // The first one is untouched: it answers, and what it stored is still there.
    const health = await fetch(`${first.url}/api/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect((await new ApiClient(first.url).signIn(email, PASSWORD)).status).toBe(200);
  });

  it('shuts down gracefully on SIGTERM (exit 0) and frees the DATA_DIR', async () => {
    const dataDir = await makeDataDir();
    dataDirs.push(dataDir);
    const first = await track(startServer({ dataDir }));
    const email = uniqueEmail('term');
    expect((await new ApiClient(first.url).signUp(email, PASSWORD)).status).toBe(201);
    const exit = await first.stop();
    expect(exit, first.output().slice(-3000)).toEqual({ code: 0, signal: null });

    const next = await track(startServer({ dataDir }));
    expect((await new ApiClient(next.url).signIn(email, PASSWORD)).status).toBe(200);
  });

  it('loses no acknowledged sign-up when killed with SIGKILL mid-load', async () => {
    const dataDir = await makeDataDir();
    dataDirs.push(dataDir);
    const server = await track(startServer({ dataDir }));

    const acknowledged: string[] = [];
    let attempted = 0;
    let killed = false;
    const killAfter = 6;
    const maxAttempts = 15;
    let killing: Promise<unknown> | undefined;

    // Two clients sign up in a loop; once `killAfter` sign-ups are acknowledged, the process is
    // killed while the next ones are still being hashed and written.
    const worker = async (n: number) => {
      while (!killed && attempted < maxAttempts) {
        attempted += 1;
        const email = uniqueEmail(`crash${n}`);
        try {
          const res = await new ApiClient(server.url).signUp(email, PASSWORD);
          if (res.status === 201) acknowledged.push(email);
          else throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
        } catch (error) {
          if (killed) return; // the connection died with the process: not acknowledged
          throw error;
        }
        if (!killed && acknowledged.length >= killAfter) {
          // Let the other client's request (and a fresh one of ours) get into the server first.
          killing ??= new Promise((r) => setTimeout(r, 150)).then(() => {
            killed = true;
            return server.kill();
          });
        }
      }
    };
    await Promise.all([worker(1), worker(2)]);
    if (!killed) {
      killed = true;
      killing = server.kill();
    }
    const exit = await killing;
    expect(exit).toMatchObject({ signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    console.log(
      `[crash] SIGKILL after ${acknowledged.length} acknowledged of ${attempted} attempted sign-ups`,
    );

    // The lock holder is dead: a new server must take the DATA_DIR over.
    const next = await track(startServer({ dataDir }));
    const failures: string[] = [];
    for (const email of acknowledged) {
      const res = await new ApiClient(next.url).signIn(email, PASSWORD);
      if (res.status !== 200) failures.push(`${email}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures, `acknowledged ${acknowledged.length}, attempted ${attempted}`).toEqual([]);
  });
});
