/**
 * The ids of the JSON data blocks the server puts in a page it sends (src/server/platform/web.ts,
 * scripts/build/prerender.mjs), which the app reads at start (src/web/main.tsx, src/web/lib/i18n): the
 * signed-in account, and the first render's parts of a catalogue (ADR 026). A module of its own:
 * the app's entry imports it, and nothing more should come with it.
 */
export const ACCOUNT_BLOCK_ID = 'mm-account';
export const MESSAGES_BLOCK_ID = 'mm-messages';
