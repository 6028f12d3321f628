import { createElement, use, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the module now; a component mounted after that renders without suspending. */
  preload: () => Promise<void>;
}

/** Bumped by each retry (lib/load-boundary.tsx): a download that failed before is asked again. */
let round = 0;

export function retryFailedLoads(): void {
  round += 1;
}

/**
 * `load`, once: its promise is kept, and so is a failure (React must see it thrown, not a new
 * promise to wait on at every render), until the next retry round (ADR 022). React.lazy kept a
 * failure for the page's life; Chromium asks again for a module whose download failed.
 */
export function retryable<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  let failedIn = -1;
  return () => {
    if (!promise || (failedIn >= 0 && failedIn < round)) {
      failedIn = -1;
      const attempt = load();
      attempt.catch(() => {
        if (promise === attempt) failedIn = round;
      });
      promise = attempt;
    }
    return promise;
  };
}

/**
 * React.lazy that can be loaded ahead of its first render. React.lazy suspends on its first
 * render even when the import has already finished; while hydrating prerendered HTML that
 * suspension would leave the page without its event handlers until React retries, and an update
 * meanwhile would throw the server's HTML away for a spinner (ADR 020).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = retryable(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  function Lazy(props: P) {
    return createElement(use(preload()).default, props);
  }
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component later
    // would be a different element type, and React would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  }
  return Object.assign(Preloaded, { preload: () => preload().then(() => undefined) });
}
