// ADR 025: Home's first requests are answered in the page, under the keys Home's queries use:
// Home paints its figures with its first render and asks for none of them.
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Account } from '@core/contract/auth';
import type { MedicationLog, Statistics } from '@core/contract/medicines';
import { ANSWERS_BLOCK_ID } from '@core/routes/answers-block';
import { HOME_OPENING_KEYS } from '@core/routes/page-data';
import { authUserKey } from '@web/session/queries';
import { notificationsKey } from '@web/features/notifications/queries';
import { remindersKey } from '@web/features/doses/queries';
import { adoptPageAnswers } from '@web/lib/page-answers';
import { createQueryClient } from '@web/lib/query-client';
import { stubPageBlocks } from '@web/test-support/page-blocks';
import { ProgressCard } from './progress-card';
import { homeKeys, RECENT_ACTIVITY_LIMIT } from './queries';

const { blocks, fetchMock } = stubPageBlocks();

const stats: Statistics = {
  progressPercentage: 67,
  takenToday: 2,
  totalMedications: 3,
  missedToday: 0,
  pendingToday: 1,
  upcomingMedications: [],
};
const log: MedicationLog = {
  id: 'l1',
  medicationId: 'm1',
  scheduledTime: new Date().toISOString(),
  takenTime: new Date().toISOString(),
  status: 'taken',
  createdAt: new Date().toISOString(),
  medicationName: 'Amlodipine',
  dosage: '5 mg',
};

/** The block as the server writes it for / (platform/home-answers.ts). */
const serverBlock = () => [
  { key: HOME_OPENING_KEYS.statistics, answer: stats },
  { key: HOME_OPENING_KEYS.reminders, answer: [] },
  { key: HOME_OPENING_KEYS.recentLogs, answer: [log] },
  { key: HOME_OPENING_KEYS.notifications, answer: [] },
];

describe("Home's first answers the server put in the page (ADR 025)", () => {
  it("are under the keys Home's queries ask with", () => {
    expect(HOME_OPENING_KEYS.statistics).toEqual(homeKeys.statistics);
    expect(HOME_OPENING_KEYS.recentLogs).toEqual(homeKeys.recentLogs);
    expect(HOME_OPENING_KEYS.recentLogs[1].limit).toBe(RECENT_ACTIVITY_LIMIT);
    expect(HOME_OPENING_KEYS.reminders).toEqual(remindersKey);
    expect(HOME_OPENING_KEYS.notifications).toEqual(notificationsKey);
  });

  it('fill the cache, fresh: nothing is asked for', async () => {
    blocks.set(ANSWERS_BLOCK_ID, JSON.stringify(serverBlock()));
    const client = createQueryClient();
    expect(adoptPageAnswers(client)).toBe(4);
    expect(await client.fetchQuery({ queryKey: homeKeys.statistics })).toEqual(stats);
    expect(await client.fetchQuery({ queryKey: homeKeys.recentLogs })).toEqual([log]);
    expect(await client.fetchQuery({ queryKey: remindersKey })).toEqual([]);
    expect(await client.fetchQuery({ queryKey: notificationsKey })).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("are shown by Today's Progress with its first render", async () => {
    blocks.set(ANSWERS_BLOCK_ID, JSON.stringify(serverBlock()));
    const client = createQueryClient();
    client.setQueryData(authUserKey, { user: { timeZone: 'Asia/Kolkata' } as Account });
    adoptPageAnswers(client);
    const { prelude } = await prerender(
      <Router ssrPath="/">
        <QueryClientProvider client={client}>
          <ProgressCard />
        </QueryClientProvider>
      </Router>,
    );
    const html = await new Response(prelude).text();
    client.clear();
    expect(html).toContain('67%');
    expect(html).not.toContain('aria-busy="true"');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
