import { useEffect, useSyncExternalStore } from 'react';

/**
 * "The opened page has shown its content": work that the first screen does not need (the
 * reminder overlay and its poll, the install prompt, the offline copy's restore and its queue,
 * the service worker) starts after it. On a slow phone that work's requests and script would
 * otherwise share the network and the main thread with the page's own code and data, and
 * delay its first paint (Lighthouse mobile, ADR 019).
 */

let shown = false;
let scheduled = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

/** If no page says it is shown (an error screen), the work starts anyway after this long. */
const FALLBACK_MS = 5_000;

function flush(): void {
  if (shown) return;
  shown = true;
  for (const task of waiting.splice(0)) {
    try {
      task();
    } catch (error) {
      console.error(error);
    }
  }
  listeners.forEach((listener) => listener());
}

/** After the browser has painted the committed page: the next idle moment (or a short wait). */
function afterPaint(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1_000 });
  else setTimeout(run, 50);
}

/** What the page is still loading: its first data (the query client), say. */
export interface PageActivity {
  busy: () => boolean;
  /** Calls `listener` when it may have changed; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Called when a page's content (not a spinner) has committed; later calls do nothing. With
 * `activity`, "shown" also waits until the page's first requests have answered (and what they
 * brought has been drawn): a page whose content comes with its data (a tracker's latest reading)
 * is not shown yet while that data is on its way, and the deferred work would take the network
 * and the main thread from it.
 */
export function markPageShown(activity?: PageActivity): void {
  if (shown || scheduled) return;
  scheduled = true;
  const attempt = () =>
    afterPaint(() => {
      if (!activity?.busy()) {
        flush();
        return;
      }
      const stop = activity.subscribe(() => {
        if (activity.busy()) return;
        stop();
        attempt();
      });
    });
  attempt();
}

/** Runs `task` once the first page has been shown (at once if it has). */
export function afterPageShown(task: () => void): void {
  if (shown) {
    task();
    return;
  }
  waiting.push(task);
}

/** Starts the fallback clock; called once at start-up. */
export function startPageShownFallback(): void {
  if (typeof window !== 'undefined') setTimeout(flush, FALLBACK_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the moment the first page has been shown. */
export function usePageShown(): boolean {
  // The same on the server: false while prerendering (no page is shown there) and while
  // hydrating (the first page has not shown yet); a test may mark it shown first.
  const snapshot = () => shown;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Rendered inside a page's Suspense boundary, after the page: its effect runs when the page's
 * content commits, not while the boundary shows its fallback.
 */
export function PageShownMarker({ activity }: { activity?: PageActivity }): null {
  useEffect(() => markPageShown(activity), [activity]);
  return null;
}
