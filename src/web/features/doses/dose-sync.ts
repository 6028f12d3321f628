import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getAuthUser, subscribeAuthUser } from '@web/session/auth-store';
import { apiRequest } from '@web/lib/api';
import { doseLogBody } from './dose-log-body';
import { enqueueDose, replayQueue, type QueuedDose, type ReplayResult } from './dose-queue';
import { idbQueueStore } from './dose-queue-store';
import { setPendingDoses } from './pending-doses';
import { refreshDoseQueries } from './queries';

/** A dose queued while the browser still said "online" (a dead connection) is tried this often. */
const RETRY_MS = 60_000;

function showMine(list: readonly QueuedDose[]): void {
  const userId = getAuthUser()?.id;
  setPendingDoses(userId ? list.filter((d) => d.userId === userId) : []);
}

/** Keeps a dose marked Taken while the server was out of reach (ADR 022). */
export async function queueDose(dose: QueuedDose): Promise<void> {
  showMine(await enqueueDose(idbQueueStore, dose));
}

const send = async (dose: QueuedDose) => {
  await apiRequest('POST', '/api/medication-logs', doseLogBody(dose));
};

async function replayOnce(queryClient: QueryClient): Promise<void> {
  const user = getAuthUser();
  if (!user || !onlineManager.isOnline()) {
    showMine(await idbQueueStore.read());
    return;
  }
  const run = () => replayQueue(idbQueueStore, user.id, send);
  // Two tabs coming online together take turns; the server's 409 covers what this cannot.
  const result: ReplayResult =
    typeof navigator !== 'undefined' && navigator.locks
      ? await navigator.locks.request('medmitra-dose-replay', run)
      : await run();
  // The fresh figures first, then the marker goes: the dose never looks untaken in between.
  if (result.done.length > 0 || result.refused.length > 0) await refreshDoseQueries(queryClient);
  showMine(result.remaining);
}

let running: Promise<void> | undefined;
let again = false;

/** Replays the queue; a call during a replay runs one more afterwards instead of a second one beside it. */
export function syncDoses(queryClient: QueryClient): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await replayOnce(queryClient).catch((error: unknown) =>
        console.warn('Could not sync the doses taken offline', error),
      );
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** What the service worker says after a notification's Taken (public/push-sw.js). */
type WorkerMessage = { type?: unknown } | null;

/**
 * Replays on start, when the connection returns, when someone signs in, and every minute; and
 * follows a notification's Taken: logged by the service worker, the page's doses refresh; queued
 * there (no connection), the page shows it pending and replays it with the rest.
 */
export function startDoseSync(queryClient: QueryClient): () => void {
  const sync = () => void syncDoses(queryClient);
  sync();
  const offOnline = onlineManager.subscribe((online) => {
    if (online) sync();
  });
  const offAuth = subscribeAuthUser(sync);
  const timer = setInterval(sync, RETRY_MS);
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const onMessage = (event: MessageEvent<WorkerMessage>) => {
    const type = event.data?.type;
    if (type === 'medmitra:dose-logged') void refreshDoseQueries(queryClient);
    else if (type === 'medmitra:dose-queued') sync();
  };
  worker?.addEventListener('message', onMessage);
  return () => {
    offOnline();
    offAuth();
    clearInterval(timer);
    worker?.removeEventListener('message', onMessage);
  };
}
