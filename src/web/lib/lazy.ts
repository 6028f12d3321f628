import { createElement, use, type ComponentType, type lazy as reactLazy } from 'react';
import { wholeCatalogue } from './i18n/i18n';
import { retryable } from './preloadable';

/**
 * React.lazy for a part of a screen that is not in its first render (a dialog, a sheet, a card
 * below the page): the part waits for its code and for its language's whole catalogue, so that in
 * Hindi it never shows in English first (ADR 026). English waits for nothing more. Pages and what
 * they mount go through `preloadable`, whose messages come with the first render's parts.
 *
 * Unlike React.lazy (lint forbids it elsewhere), a download that failed is asked again after a
 * retry (`retryable`), so a part that could not load offline loads once the connection is back
 * (lib/load-boundary.tsx shows the retry in its place; ADR 022).
 */
export const lazy: typeof reactLazy = (load) => {
  const module = retryable(() =>
    Promise.all([load(), wholeCatalogue()]).then(
      ([loaded]) => loaded as unknown as { default: ComponentType<object> },
    ),
  );
  function Lazy(props: object) {
    return createElement(use(module()).default, props);
  }
  // A function component, typed as React.lazy's answer so that callers need not change.
  return Lazy as unknown as ReturnType<
    typeof reactLazy<Awaited<ReturnType<typeof load>>['default']>
  >;
};
