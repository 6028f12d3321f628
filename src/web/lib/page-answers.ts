import type { QueryClient } from '@tanstack/react-query';
import { ANSWERS_BLOCK_ID } from '@core/routes/answers-block';
import { takePageBlock } from './page-block';

/**
 * Takes the answers the server put in the page (a JSON data block, ADR 025: `{ key, answer }[]`,
 * each the answer of a GET request the opened page makes at once, under that query's key) into
 * the query cache, fresh as if just fetched: the page shows them with its first render instead
 * of asking. Kept free of any feature's code, so the signed-in shell stays small; each feature's
 * test checks the keys are its queries'. How many were taken; none without the block.
 */
export function adoptPageAnswers(queryClient: QueryClient): number {
  const block = takePageBlock(ANSWERS_BLOCK_ID);
  if (!Array.isArray(block)) return 0;
  let taken = 0;
  for (const entry of block as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, answer } = entry as { key?: unknown; answer?: unknown };
    const api = Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/');
    if (!api || answer === undefined) continue;
    queryClient.setQueryData(key, answer);
    taken += 1;
  }
  return taken;
}
