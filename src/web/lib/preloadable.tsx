import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the module now; a component mounted after that renders without suspending. */
  preload: () => Promise<void>;
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
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component later
    // would be a different element type, and React would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloaded, { preload: () => preload().then(() => undefined) });
}
