import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAMILY_BLOCK_ID } from '@core/routes/family-block';
import { healthKeys } from '@web/features/health/queries';
import { familyMemberKeys } from '@web/features/medications/queries';
import { createQueryClient } from '@web/lib/query-client';
import { testMember } from '@web/test-support/members';
import { adoptFamilyFromPage } from './family-from-page';
import { familyKeys } from './queries';

/** The page's data blocks by id; a block is gone once removed, as in the DOM. */
const blocks = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  vi.stubGlobal('document', {
    getElementById: (id: string) => {
      const text = blocks.get(id);
      return text === undefined ? null : { textContent: text, remove: () => blocks.delete(id) };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  blocks.clear();
  fetchMock.mockReset();
});

const family = [
  testMember('m-self', 'Asha', true),
  testMember('m-meera', 'Meera', false, 'mother'),
];

describe('the family list the server put in the page (ADR 025)', () => {
  it('is the answer of GET /api/family-members, fresh: no page asks for it again', async () => {
    blocks.set(FAMILY_BLOCK_ID, JSON.stringify(family));
    const client = createQueryClient();
    expect(adoptFamilyFromPage(client)).toBe(true);
    // /family, /health and /medications read the same cache entry.
    for (const key of [familyKeys.members, healthKeys.members, familyMemberKeys.all]) {
      expect(await client.fetchQuery({ queryKey: key })).toEqual(family);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once: nothing later finds a stale copy in the document.
    expect(blocks.has(FAMILY_BLOCK_ID)).toBe(false);
  });

  it('leaves the query to ask when the page has no list, or not a list', () => {
    const client = createQueryClient();
    expect(adoptFamilyFromPage(client)).toBe(false);
    blocks.set(FAMILY_BLOCK_ID, '{"user":{}}');
    expect(adoptFamilyFromPage(client)).toBe(false);
    blocks.set(FAMILY_BLOCK_ID, 'not json');
    expect(adoptFamilyFromPage(client)).toBe(false);
    expect(client.getQueryData(familyKeys.members)).toBeUndefined();
  });
});
