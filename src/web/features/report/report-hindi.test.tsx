// ADR 030: the doctor's report in Hindi leaves no English on screen but units, notation and the
// brand. The real page and components, rendered as the browser first renders them (every lazy
// part resolved: the trackers' charts too), with the family and the report in the query cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Route, Router } from 'wouter';
import type { Account } from '@core/contract/auth';
import type { MemberReport } from '@core/contract/report';
import { authUserKey } from '@web/session/queries';
import { membersKey } from '@web/session/members';
import { activate } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { englishLeft } from '@web/test-support/english-left';
import { testMember } from '@web/test-support/members';
import { DoctorReportLinks } from './doctor-report-links';
import { reportKeys } from './queries';
import ReportPage from './report-page';

const TIME_ZONE = 'Asia/Kolkata';
const MEERA = '0b5c1e3a-4d6f-4a8b-9c0d-1e2f3a4b5c6d';

/** Latin words a Hindi report keeps: the brand, units, a spectacle prescription's notation. */
const ALLOWED = new Set([
  ...['MedMitra', 'BP', 'BMI', 'PDF', 'mmHg', 'mg', 'dL', 'kg', 'cm', 'mm'],
  ...['SPH', 'CYL', 'AXIS', 'ADD', 'OD', 'OS', 'PD'],
  // The medicine's name as typed, and the blood group B+.
  ...['Telmisartan', 'B'],
]);

const avg = (mean: number | null, count: number) => ({ mean, count });
const none = { last7: avg(null, 0), last30: avg(null, 0), period: avg(null, 0) };

function sampleReport(): MemberReport {
  const member = {
    ...testMember(MEERA, 'मीरा', false, 'mother'),
    dateOfBirth: '1966-04-12',
    gender: 'female' as const,
    bloodGroup: 'B+' as const,
    conditions: ['मधुमेह'],
  };
  const at = (iso: string) => `${iso}T03:30:00.000Z`;
  const common = { memberId: MEERA, notes: null };
  return {
    generatedAt: '2026-11-22T04:30:00.000Z',
    timeZone: TIME_ZONE,
    today: '2026-11-22',
    periodDays: 90,
    periodStart: '2026-08-24',
    member,
    medications: [
      {
        id: 'm1',
        name: 'Telmisartan',
        dosage: '40 mg',
        frequency: 'Twice daily (1-0-1)',
        instructions: 'After food',
        withFood: true,
        times: ['08:00', '20:00'],
        weekdays: null,
        asNeeded: false,
        notation: '1-0-1',
        startDate: '2026-08-01',
        endDate: null,
      },
    ],
    adherence: {
      last30: { scheduled: 60, taken: 54, missed: 5, pending: 1, percentage: 90 },
      last90: { scheduled: 180, taken: 150, missed: 29, pending: 1, percentage: 83 },
    },
    bloodPressure: {
      readings: [
        {
          ...common,
          id: 'b2',
          systolic: 130,
          diastolic: 85,
          pulse: 72,
          arm: 'left',
          measuredAt: at('2026-11-20'),
          category: 'stage1',
        },
        {
          ...common,
          id: 'b1',
          systolic: 118,
          diastolic: 76,
          pulse: null,
          arm: null,
          measuredAt: at('2026-11-01'),
          category: 'normal',
        },
      ],
      systolic: { last7: avg(130, 1), last30: avg(124, 2), period: avg(124, 2) },
      diastolic: { last7: avg(85, 1), last30: avg(80.5, 2), period: avg(80.5, 2) },
      pulse: { last7: avg(72, 1), last30: avg(72, 1), period: avg(72, 1) },
    },
    sugar: {
      readings: [
        {
          ...common,
          id: 's2',
          value: 126,
          type: 'fasting',
          measuredAt: at('2026-11-21'),
          category: 'diabetes',
        },
        {
          ...common,
          id: 's1',
          value: 110,
          type: 'fasting',
          measuredAt: at('2026-10-21'),
          category: 'prediabetes',
        },
      ],
      averages: [{ type: 'fasting', last7: avg(126, 1), last30: avg(126, 1), period: avg(118, 2) }],
    },
    body: {
      readings: [
        {
          ...common,
          id: 'w2',
          weightKg: 66.5,
          heightCm: 160,
          bmi: 26,
          category: 'obese',
          measuredAt: at('2026-11-15'),
        },
        {
          ...common,
          id: 'w1',
          weightKg: 67,
          heightCm: 160,
          bmi: 26.2,
          category: 'obese',
          measuredAt: at('2026-09-15'),
        },
      ],
      weight: { ...none, period: avg(66.8, 2) },
    },
    eyeTests: [
      {
        ...common,
        id: 'e1',
        testDate: '2026-06-01',
        right: { sph: -1.25, cyl: -0.5, axis: 90, add: 1.5, acuity: '6/9' },
        left: { sph: -1, cyl: null, axis: null, add: 1.5, acuity: '6/6' },
        pd: 62,
        nextCheckup: null,
      },
    ],
    periods: {
      recent: [
        {
          ...common,
          id: 'p2',
          startDate: '2026-10-27',
          endDate: '2026-10-31',
          flow: 'medium',
          symptoms: [],
          excluded: false,
        },
        {
          ...common,
          id: 'p1',
          startDate: '2026-09-29',
          endDate: '2026-10-03',
          flow: 'light',
          symptoms: [],
          excluded: false,
        },
      ],
      prediction: {
        nextStart: '2026-11-24',
        windowStart: '2026-11-21',
        windowEnd: '2026-11-27',
        ovulation: '2026-11-10',
        fertileStart: '2026-11-05',
        fertileEnd: '2026-11-11',
        averageCycleLength: 28,
        irregular: false,
        daysUntilDue: 2,
        cyclesUsed: 1,
      },
    },
  };
}

async function render(node: ReactNode): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(authUserKey, { user: { timeZone: TIME_ZONE, language: 'hi' } as Account });
  client.setQueryData(membersKey, [testMember('self', 'अनु', true), sampleReport().member]);
  client.setQueryData(reportKeys.member(MEERA), sampleReport());
  const { prelude } = await prerender(
    <Router ssrPath={`/family/${MEERA}/report`}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}

/** The page under its route, as the signed-in app mounts it. */
const Page = () => <Route path="/family/:id/report" component={ReportPage} />;

describe('the doctor’s report in Hindi', () => {
  beforeAll(() => activate('hi'));
  afterAll(() => activate('en'));

  // Rendering every section and the three charts takes a few seconds on a busy machine.
  it(
    'shows every section with the figures, and no English but units and notation',
    { timeout: 30_000 },
    async () => {
      const html = await render(<Page />);
      for (const text of [
        'स्वास्थ्य रिपोर्ट: मीरा',
        'प्रिंट करें / PDF में सेव करें',
        'यह रिपोर्ट मरीज़ (या उनके परिवार) ने MedMitra से',
        'अभी चल रही दवाएँ',
        '90%',
        '83%',
        '130/85',
        'चश्मे का नंबर',
        'हाल के पीरियड',
      ]) {
        expect(html).toContain(text);
      }
      expect(englishLeft(html, ALLOWED)).toEqual([]);
    },
  );

  it('lists each member with a link to their report, for /data-privacy', async () => {
    const html = await render(<DoctorReportLinks />);
    expect(html).toContain('डॉक्टर के लिए रिपोर्ट: मीरा');
    expect(html).toContain(`href="/family/${MEERA}/report"`);
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it(
    'would see English: the same report in English is full of it',
    { timeout: 30_000 },
    async () => {
      await activate('en');
      const words = englishLeft(await render(<Page />), ALLOWED);
      await activate('hi');
      expect(words).toEqual(expect.arrayContaining(['Current', 'medicines', 'Generated']));
    },
  );
});
