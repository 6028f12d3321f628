// `npm run dev`: the API under `tsx watch` on PORT (5000) and Vite's dev server (5173, which
// proxies /api to the API). Ctrl-C, or either process dying, stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
const port = process.env.PORT ?? '5000';

const children = [];
let stopping = false;

function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // Own process group, so stopping it also stops what it spawned (tsx's watched child).
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(code);
  }, 5000);
  deadline.unref();
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null
        ? null
        : new Promise((res) => c.once('exit', res)),
    ),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: port,
  NODE_ENV: 'development',
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
});
start('web', bin('vite'), [], {});
console.log(
  `[dev] API on http://localhost:${port}, web on http://localhost:5173 (Ctrl-C stops both)`,
);
