/**
 * The id of the JSON data block in which the server puts answers to GET requests the opened
 * signed-in page makes at once, as the API answers them, each under the app's query key for it:
 * `{ key, answer }[]` (src/server/platform/web.ts, ./page-data.ts); the signed-in shell puts
 * them in the query cache. A module of its own, apart from ./account-block.ts: the app's entry
 * takes that one, and need not take this.
 */
export const ANSWERS_BLOCK_ID = 'mm-answers';

/** GET /api/family-members' query key, as every feature that reads the family spells it. */
export const FAMILY_MEMBERS_KEY = ['/api/family-members'] as const;
