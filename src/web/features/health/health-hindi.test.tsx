// ADR 026: /health's blood pressure tab in Hindi leaves no English on screen but
// units and notation. The real page and components, rendered as the browser first renders them
// (every lazy part resolved), with the family and readings already in the query cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishLeft } from '@web/test-support/english-left';
import { testMember } from '@web/test-support/members';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Account } from '@core/contract/auth';
import type { BloodPressureReading } from '@core/contract/health';
import { authUserKey } from '@web/session/queries';
import { activate } from '@web/lib/i18n/i18n';
import { afterPageShown, markPageShown } from '@web/lib/page-shown';
import { createQueryClient } from '@web/lib/query-client';
import { BpForm } from './blood-pressure/bp-form';
import type { BpView } from './blood-pressure/bp-view';
import { MAX_LIMIT, rangeFrom } from './chart-ranges';
import HealthPage from './health-page';
import { membersKey } from '@web/session/members';
import { healthKeys, type Tracker } from './queries';
import { HISTORY_PAGE } from './use-tracker-data';

const TIME_ZONE = 'Asia/Kolkata';
const MEERA = '0b5c1e3a-4d6f-4a8b-9c0d-1e2f3a4b5c6d';

/** Latin words a Hindi screen keeps: units, notation, the brand. */
const ALLOWED = new Set([
  ...['MedMitra', 'BP', 'BMI', 'HbA1c', 'mmHg', 'mg', 'dL', 'mmol', 'L', 'kg', 'cm', 'mm'],
  // A spectacle prescription's notation, as Indian opticians write it.
  ...['SPH', 'CYL', 'AXIS', 'ADD', 'OD', 'OS', 'D', 'PD'],
]);

const member = (id: string, name: string, isSelf: boolean) =>
  testMember(id, name, isSelf, isSelf ? 'self' : 'son');

const reading = (
  id: string,
  hoursAgo: number,
  systolic: number,
  diastolic: number,
  category: BloodPressureReading['category'],
): BloodPressureReading => ({
  id,
  memberId: MEERA,
  systolic,
  diastolic,
  pulse: 72,
  arm: 'left',
  measuredAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  notes: null,
  category,
});

/** The page's queries answered as the server would; nothing is fetched. */
function seededClient() {
  const client = createQueryClient();
  const now = new Date();
  const readings = [reading('r2', 2, 130, 85, 'stage1'), reading('r1', 50, 118, 76, 'normal')];
  client.setQueryData(authUserKey, { user: { timeZone: TIME_ZONE, language: 'hi' } as Account });
  client.setQueryData(membersKey, [
    member(MEERA, 'मीरा', true),
    member('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'अर्जुन', false),
  ]);
  const seed = (tracker: Tracker, items: unknown[]) => {
    const key = (params: { from?: string; limit: number }) =>
      healthKeys.list(tracker, { memberId: MEERA, ...params });
    client.setQueryData(key({ limit: tracker === 'eye-sight' ? 200 : HISTORY_PAGE }), items);
    for (const range of ['30d', '90d'] as const) {
      client.setQueryData(key({ from: rangeFrom(range, now, TIME_ZONE), limit: MAX_LIMIT }), items);
    }
  };
  seed('blood-pressure', readings);
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const common = { memberId: MEERA, notes: null };
  seed('sugar-levels', [
    { ...common, id: 's2', value: 126, type: 'fasting', measuredAt: at(3), category: 'diabetes' },
    {
      ...common,
      id: 's1',
      value: 150,
      type: 'after_meal',
      measuredAt: at(30),
      category: 'prediabetes',
    },
  ]);
  const body = { ...common, heightCm: 170, category: 'overweight' };
  seed('weight-height', [
    { ...body, id: 'b2', weightKg: 66.5, bmi: 23, measuredAt: at(4) },
    { ...body, id: 'b1', weightKg: 67, bmi: 23.2, measuredAt: at(80) },
  ]);
  const eye = (sph: number, cyl: number | null) => ({
    sph,
    cyl,
    axis: cyl === null ? null : 90,
    add: null,
    acuity: '6/9',
  });
  seed('eye-sight', [
    {
      ...common,
      id: 'e2',
      testDate: '2026-01-10',
      right: eye(-1.5, -0.5),
      left: eye(-1.25, null),
      pd: 62,
      nextCheckup: '2026-02-01',
    },
    {
      ...common,
      id: 'e1',
      testDate: '2025-01-05',
      right: eye(-1, -0.5),
      left: eye(-0.75, null),
      pd: 62,
      nextCheckup: null,
    },
  ]);
  return { client, readings };
}

async function render(node: ReactNode, url = '/health?tab=blood-pressure'): Promise<string> {
  const { client } = seededClient();
  const { prelude } = await prerender(
    <Router ssrPath={url}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}

describe('/health in Hindi', () => {
  beforeAll(async () => {
    await activate('hi');
    // As in the app once the page has shown: the chart's place then draws the chart.
    await new Promise<void>((resolve) => {
      markPageShown();
      afterPageShown(resolve);
    });
  });
  afterAll(() => activate('en'));

  it('shows the blood pressure tab with a reading, its category and advice in Hindi', async () => {
    const html = await render(<HealthPage />);
    expect(html).toContain('130/85');
    expect(html).toContain('हाई BP स्टेज 1');
    expect(html).toContain(
      'हाई BP (स्टेज 1)। 5 मिनट शांति से बैठकर फिर से जाँचें, और अगर इतना ही ज़्यादा रहे तो अपने डॉक्टर से बात करें।',
    );
    expect(html).toContain('मीरा (आप)');
    // The averages, the chart's legend and the history are there too.
    for (const text of ['पिछले 7 दिन', 'ऊपर वाला (सिस्टोलिक, सीधी रेखा)', 'इतिहास']) {
      expect(html).toContain(text);
    }
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it.each([
    ['sugar-levels', 'डायबिटीज़ के स्तर में।'],
    ['weight-height', 'अधिक वज़न'],
    ['eye-sight', 'सबसे नई जाँच'],
  ])('shows the %s tab with readings in Hindi', { timeout: 30_000 }, async (tab, text) => {
    const html = await render(<HealthPage />, `/health?tab=${tab}`);
    expect(html).toContain(text);
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it('shows the blood pressure form in Hindi', async () => {
    const { client, readings } = seededClient();
    client.clear();
    const view = { timeZone: TIME_ZONE, data: { latest: readings[0] } } as unknown as BpView;
    const html = await render(
      <BpForm
        members={[member(MEERA, 'मीरा', true), member('1', 'अर्जुन', false)]}
        reading={null}
        memberId={MEERA}
        view={view}
        onDone={() => undefined}
      />,
    );
    expect(html).toContain('ऊपर वाला नंबर (सिस्टोलिक)');
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it('would see English: the same tab in English is full of it', async () => {
    await activate('en');
    const words = englishLeft(await render(<HealthPage />), ALLOWED);
    await activate('hi');
    expect(words).toEqual(expect.arrayContaining(['Stage', 'hypertension', 'Latest', 'reading']));
  });
});
