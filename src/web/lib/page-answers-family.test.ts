import { describe, expect, it } from 'vitest';
import { ANSWERS_BLOCK_ID, FAMILY_MEMBERS_KEY } from '@core/routes/answers-block';
import { createQueryClient } from '@web/lib/query-client';
import { testMember } from '@web/test-support/members';
import { stubPageBlocks } from '@web/test-support/page-blocks';
import { membersKey } from '@web/session/members';
import { adoptPageAnswers } from './page-answers';

const { blocks, fetchMock } = stubPageBlocks();

const family = [
  testMember('m-self', 'Asha', true),
  testMember('m-meera', 'Meera', false, 'mother'),
];

describe('the family list the server put in the page (ADR 025)', () => {
  it('is the answer of GET /api/family-members, fresh: no page asks for it again', async () => {
    // As the server writes it (platform/web.ts).
    blocks.set(ANSWERS_BLOCK_ID, JSON.stringify([{ key: FAMILY_MEMBERS_KEY, answer: family }]));
    const client = createQueryClient();
    expect(adoptPageAnswers(client)).toBe(1);
    // /family, /health and /medications read this one cache entry.
    expect(await client.fetchQuery({ queryKey: membersKey })).toEqual(family);
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once: nothing later finds a stale copy in the document.
    expect(blocks.has(ANSWERS_BLOCK_ID)).toBe(false);
  });

  it('leaves the query to ask when the page has no answers, or not a list of them', () => {
    const client = createQueryClient();
    expect(adoptPageAnswers(client)).toBe(0);
    blocks.set(ANSWERS_BLOCK_ID, '{"user":{}}');
    expect(adoptPageAnswers(client)).toBe(0);
    blocks.set(ANSWERS_BLOCK_ID, 'not json');
    expect(adoptPageAnswers(client)).toBe(0);
    expect(client.getQueryData(membersKey)).toBeUndefined();
  });
});
