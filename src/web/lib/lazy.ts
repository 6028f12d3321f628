import { lazy as reactLazy } from 'react';
import { wholeCatalogue } from './i18n/i18n';

/**
 * React.lazy for a part of a screen that is not in its first render (a dialog, a sheet, a card
 * below the page): the part waits for its code and for its language's whole catalogue, so that in
 * Hindi it never shows in English first (ADR 026). English waits for nothing more. The app's
 * only React.lazy (lint forbids the others): pages and what they mount go through `preloadable`,
 * whose messages come with the first render's parts.
 */
export const lazy: typeof reactLazy = (load) =>
  reactLazy(() => Promise.all([load(), wholeCatalogue()]).then(([module]) => module));
