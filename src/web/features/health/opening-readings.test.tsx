// ADR 025: the readings the server put in the page are the answers of the opened tab's first
// requests, under the keys the tab asks with: it shows them with its first render, fetching
// nothing.
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Account } from '@core/contract/auth';
import type { BloodPressureReading } from '@core/contract/health';
import { openingLists, TRACKER_LISTS } from '@core/health/tracker-lists';
import { ANSWERS_BLOCK_ID } from '@core/routes/answers-block';
import { authUserKey } from '@web/session/queries';
import { adoptPageAnswers } from '@web/lib/page-answers';
import { createQueryClient } from '@web/lib/query-client';
import { testMember } from '@web/test-support/members';
import { stubPageBlocks } from '@web/test-support/page-blocks';
import HealthPage from './health-page';
import { membersKey } from '@web/session/members';
import { healthKeys } from './queries';

const TIME_ZONE = 'Asia/Kolkata';
const SELF = '0b5c1e3a-4d6f-4a8b-9c0d-1e2f3a4b5c6d';

const { blocks, fetchMock } = stubPageBlocks();

const reading: BloodPressureReading = {
  id: 'r1',
  memberId: SELF,
  systolic: 131,
  diastolic: 87,
  pulse: 72,
  arm: 'left',
  measuredAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  notes: null,
  category: 'stage1',
};

/** The block as the server writes it for /health?tab=blood-pressure (list-trackers.ts). */
function serverBlock(now = new Date()) {
  return openingLists('blood-pressure', SELF, now, TIME_ZONE).map((params) => ({
    key: [TRACKER_LISTS['blood-pressure'].path, params],
    answer: [reading],
  }));
}

describe("the opened tab's readings the server put in the page (ADR 025)", () => {
  it('are the answers of the lists under the keys the health queries use, read once', async () => {
    blocks.set(ANSWERS_BLOCK_ID, JSON.stringify(serverBlock()));
    const client = createQueryClient();
    expect(adoptPageAnswers(client)).toBe(2);
    for (const params of openingLists('blood-pressure', SELF, new Date(), TIME_ZONE)) {
      const key = healthKeys.list('blood-pressure', params);
      expect(await client.fetchQuery({ queryKey: key })).toEqual([reading]);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(blocks.has(ANSWERS_BLOCK_ID)).toBe(false);
  });

  it('are shown by the tab with its first render', async () => {
    blocks.set(ANSWERS_BLOCK_ID, JSON.stringify(serverBlock()));
    const client = createQueryClient();
    client.setQueryData(authUserKey, { user: { timeZone: TIME_ZONE, language: 'en' } as Account });
    client.setQueryData(membersKey, [testMember(SELF, 'Asha', true)]);
    adoptPageAnswers(client);
    const { prelude } = await prerender(
      <Router ssrPath="/health?tab=blood-pressure">
        <QueryClientProvider client={client}>
          <HealthPage />
        </QueryClientProvider>
      </Router>,
    );
    const html = await new Response(prelude).text();
    client.clear();
    expect(html).toContain('131/87');
    // The averages read the 30-day list: they show the reading too.
    const averages = /<section[^>]*aria-labelledby="averages-title".*?<\/section>/s.exec(html);
    expect(averages?.[0]).toContain('131/87');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leave the tab to ask when the page has none, or a block of the wrong shape', () => {
    const client = createQueryClient();
    expect(adoptPageAnswers(client)).toBe(0);
    const bad = [
      { key: 'not-a-key', answer: [] },
      { key: ['https://elsewhere.example/api', {}], answer: [] },
      { key: ['/api/blood-pressure', { memberId: SELF, limit: 20 }] },
      null,
    ];
    blocks.set(ANSWERS_BLOCK_ID, JSON.stringify(bad));
    expect(adoptPageAnswers(client)).toBe(0);
    blocks.set(ANSWERS_BLOCK_ID, 'not json');
    expect(adoptPageAnswers(client)).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
