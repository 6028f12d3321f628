/**
 * The id of the JSON data block in which the server puts the signed-in account's family list
 * (as GET /api/family-members answers it) when it sends a page that starts from it
 * (src/server/platform/web.ts, ./page-data.ts); the signed-in shell reads it. A module of its
 * own, apart from ./account-block.ts: the app's entry takes that one, and need not take this.
 */
export const FAMILY_BLOCK_ID = 'mm-family-members';
