import { createElement, use, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the module now; a component mounted after that renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy that can be loaded ahead of its first render. React.lazy suspends on its first
 * render even when the import has already finished; while hydrating prerendered HTML that
 * suspension would leave the page without its event handlers until React retries, and an update
 * meanwhile would throw the server's HTML away for a spinner (ADR 020). A failed download is not
 * kept (as React.lazy would): the next render or preload asks again (issue 27).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
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
