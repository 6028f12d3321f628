import type { DehydratedState, Query } from '@tanstack/react-query';

/** Raise when the shape of saved data changes: older copies are then thrown away, not read. */
const CACHE_VERSION = 1;

/**
 * The saved copy names its owner: restoring checks it (TanStack's `buster`), so another
 * account signing in on this device never reads it, even if clearing it once failed.
 */
export function cacheBuster(userId: string): string {
  return `v${CACHE_VERSION}:${userId}`;
}

/** One answer larger than this is not kept offline (a long history list, say). */
export const MAX_QUERY_CHARS = 256 * 1024;
/** The whole saved copy stays under this; the most recently loaded answers win. */
export const MAX_TOTAL_CHARS = 2 * 1024 * 1024;

/**
 * Not the account's health data, or not worth a place: the device list of the sessions page
 * (security data, always fetched fresh), typed-ahead medicine suggestions, ad settings, the
 * admin area.
 */
const NOT_KEPT = [
  '/api/auth/sessions',
  '/api/medicines/search',
  '/api/adsense-config',
  // Other people's accounts and payments (ADR 034): read fresh, never left on the device.
  '/api/admin',
];

type QueryLike = Pick<Query, 'queryKey'> & { state: Pick<Query['state'], 'status' | 'data'> };

/** Only answers the server gave this account successfully, under our API's paths. */
export function shouldPersistQuery(query: QueryLike): boolean {
  const [head] = query.queryKey;
  if (query.state.status !== 'success' || query.state.data === undefined) return false;
  if (typeof head !== 'string' || !head.startsWith('/api/')) return false;
  return !NOT_KEPT.some((path) => head === path || head.startsWith(`${path}/`));
}

export interface SavedClient {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * JSON of the client to save, within the size bounds: answers over MAX_QUERY_CHARS are left
 * out, then the oldest answers until the whole fits MAX_TOTAL_CHARS. Each query is stringified
 * once, and the document is assembled from those pieces.
 */
export function serializeBounded(
  client: SavedClient,
  limits = { perQuery: MAX_QUERY_CHARS, total: MAX_TOTAL_CHARS },
): string {
  const pieces = client.clientState.queries
    .map((query: DehydratedQuery) => ({ query, json: JSON.stringify(query) }))
    .filter((piece) => piece.json.length <= limits.perQuery)
    .sort((a, b) => b.query.state.dataUpdatedAt - a.query.state.dataUpdatedAt);
  const head = `{"buster":${JSON.stringify(client.buster)},"timestamp":${client.timestamp},"clientState":{"mutations":[],"queries":[`;
  const tail = ']}}';
  let size = head.length + tail.length;
  const kept: string[] = [];
  for (const piece of pieces) {
    const added = piece.json.length + (kept.length > 0 ? 1 : 0);
    if (size + added > limits.total) continue;
    size += added;
    kept.push(piece.json);
  }
  return `${head}${kept.join(',')}${tail}`;
}
