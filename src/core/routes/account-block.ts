/**
 * The id of the JSON data block in which the server puts the signed-in account when it sends a
 * signed-in page (src/server/platform/web.ts); the app reads it at start (src/web/main.tsx). A
 * module of its own: the app's entry imports it, and nothing more should come with it.
 */
export const ACCOUNT_BLOCK_ID = 'mm-account';
