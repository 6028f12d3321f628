// ADR 026: Home, the price cards, the notification panel and /health-tracking in Hindi leave no
// English on screen but names, brands and units. Real components, real query client with the
// answers the API would give; rendered as the server renders them, every lazy part resolved.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterAll, describe, expect, it } from 'vitest';
import { englishLeft } from '@web/test-support/english-left';
import type { Member } from '@core/contract/family';
import type { BloodPressureReading, SugarReading } from '@core/contract/health';
import type { MedicationLog, Statistics } from '@core/contract/medicines';
import type { PriceComparisonItem } from '@core/contract/prices';
import { refillAlert } from '@core/contract/prescriptions';
import { HEALTH_TIPS } from '@core/tips/health-tips';
import TrackingBoard from '@web/features/health-tracking/tracking-board';
import type { ReadingsByMember } from '@web/features/health-tracking/queries';
import { NotificationTypesCard } from '@web/features/notifications/notification-types-card';
import { DueNowList } from '@web/features/doses/due-now-list';
import { PendingList } from '@web/features/notifications/pending-list';
import { PermissionCard } from '@web/features/notifications/permission-card';
import { PremiumCard } from '@web/features/notifications/premium-card';
import { BestPricesToday, HomePriceSearch } from '@web/features/prices/home-price-cards';
import { PriceCard } from '@web/features/prices/price-card';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { NextMedications } from './next-medications';
import { ProgressCard } from './progress-card';
import { homeKeys } from './queries';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { tipText } from './tip-texts';

const ZONE = 'Asia/Kolkata';
const now = Date.now();
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

/** Words that stay as they are in Hindi: brands, units, abbreviations a patient knows. */
const ALLOWED = new Set([
  'MedMitra',
  'PharmEasy',
  'Apollo',
  'Pharmacy',
  'Medplus',
  'Mart',
  'BMI',
  'BP',
  'HbA1c',
  'mg',
  'dL',
  'mmHg',
  'kg',
  'WHO',
  // What Intl's hi-IN gives for times (CLDR's Hindi day periods): '10:00 am'.
  // Test data: names a user typed (and their initials on the avatars), the Jan Aushadhi
  // list's own product name, pack size and publisher (PMBI).
  'Metformin',
  'Paracetamol',
  'Dolo',
  'Asha',
  'M',
  'P',
  'A',
  'Tablets',
  'IP',
  's',
  'PMBI',
]);

/**
 * The words a reader meets, minus the relation beside a member's name: RELATION_LABELS belong
 * to the family screens (translated with them).
 */
const englishLeftIn = (html: string, skip: readonly string[] = []) =>
  englishLeft(html, ALLOWED, skip);

const statistics: Statistics = {
  progressPercentage: 50,
  takenToday: 2,
  totalMedications: 4,
  missedToday: 1,
  pendingToday: 1,
  upcomingMedications: [
    {
      id: 'm1',
      name: 'Metformin',
      dosage: '500 mg',
      instructions: '',
      withFood: true,
      color: 'blue',
      scheduledTime: at(135),
    },
    {
      id: 'm2',
      name: 'Paracetamol',
      dosage: '650 mg',
      instructions: '',
      withFood: false,
      color: 'green',
      scheduledTime: at(-5),
    },
  ],
};

const logs: MedicationLog[] = [
  {
    id: 'l1',
    medicationId: 'm1',
    scheduledTime: at(-30),
    takenTime: at(-20),
    status: 'taken',
    createdAt: at(-20),
    medicationName: 'Metformin',
    dosage: '500 mg',
  },
  {
    id: 'l2',
    medicationId: 'm2',
    scheduledTime: at(-300),
    takenTime: null,
    status: 'missed',
    createdAt: at(-180),
    medicationName: 'Paracetamol',
    dosage: '650 mg',
  },
];

const comparison: PriceComparisonItem = {
  id: 'c1',
  medicationName: 'Dolo 650',
  dosage: '650 mg',
  quantity: 15,
  pharmEasyPrice: 30.5,
  apolloPrice: 34,
  medplusPrice: null,
  availability: { pharmEasy: true, apollo: true, medplus: false },
  searchDate: at(-60),
};

async function render(node: ReactNode): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(homeKeys.statistics, statistics);
  queryClient.setQueryData(homeKeys.recentLogs, logs);
  queryClient.setQueryData(['/api/price-comparisons'], [comparison]);
  const { prelude } = await prerender(
    <Router ssrPath="/">
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </Router>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

const home = () =>
  render(
    <>
      <ProgressCard />
      <QuickActions />
      <HomePriceSearch />
      <NextMedications timeZone={ZONE} />
      <BestPricesToday timeZone={ZONE} />
      <RecentActivity timeZone={ZONE} />
    </>,
  );

const priceCards = () =>
  render(
    <>
      <PriceCard
        timeZone={ZONE}
        input={{
          ...comparison,
          pharmacies: {
            pharmEasy: {
              price: 30.5,
              available: true,
              priceDate: '2026-11-20',
              source: 'catalog',
              searchUrl: '',
              pack: null,
            },
            apollo: {
              price: 34,
              available: true,
              priceDate: '2026-11-20',
              source: 'live',
              searchUrl: '',
              pack: null,
            },
            medplus: {
              price: null,
              available: false,
              priceDate: '2026-11-20',
              source: 'catalog',
              searchUrl: '',
              pack: null,
            },
          },
          genericAlternative: {
            name: 'Paracetamol Tablets IP 650 mg',
            unitSize: "10's",
            mrp: 12.5,
            source: 'PMBI',
          },
        }}
      />
      <PriceCard
        timeZone={ZONE}
        input={{ ...comparison, pharmEasyPrice: null, apolloPrice: null }}
      />
    </>,
  );

const notificationPanel = () =>
  render(
    <>
      <PendingList
        timeZone={ZONE}
        dueNow={
          <DueNowList
            timeZone={ZONE}
            reminders={[
              {
                medicationId: 'm2',
                medicationName: 'Paracetamol',
                dosage: '650 mg',
                scheduledTime: at(-5),
              },
            ]}
          />
        }
        notifications={[
          {
            id: 'n1',
            type: 'refill',
            medicationId: 'm1',
            ...refillAlert('Metformin 500 mg', 3, 6),
            createdAt: at(-60),
            readAt: null,
          },
        ]}
      />
      <PermissionCard permission="default" onRequest={() => undefined} requesting={false} />
      <PermissionCard permission="denied" onRequest={() => undefined} requesting={false} />
      <NotificationTypesCard granted={false} isSubscribed={false} />
      <PremiumCard subscription={undefined} onUpgrade={() => undefined} />
    </>,
  );

const member: Member = {
  id: 'a',
  name: 'Asha',
  relation: 'mother',
  dateOfBirth: null,
  gender: 'female',
  bloodGroup: null,
  conditions: [],
  allergies: [],
  color: 'blue',
  goalWeightKg: null,
  isSelf: false,
};

const bp = (systolic: number, diastolic: number, minutes: number) =>
  ({
    id: `bp${minutes}`,
    memberId: 'a',
    systolic,
    diastolic,
    pulse: 80,
    measuredAt: at(minutes),
    category: systolic >= 180 ? 'crisis' : 'stage1',
  }) as unknown as BloodPressureReading;

const byMember = {
  bloodPressure: new Map([['a', [bp(182, 121, -10), bp(142, 91, -2000)]]]),
  sugar: new Map([
    [
      'a',
      [
        {
          id: 's1',
          memberId: 'a',
          value: 150,
          type: 'fasting',
          category: 'diabetes',
          measuredAt: at(-30),
        } as unknown as SugarReading,
      ],
    ],
  ]),
  body: new Map(),
  period: new Map(),
  eye: new Map(),
} as unknown as ReadingsByMember;

const healthTracking = () =>
  render(
    <TrackingBoard
      members={[member]}
      byMember={byMember}
      healthReminders={[{ type: 'blood_pressure', memberId: 'a' }]}
      today={new Date(now).toISOString().slice(0, 10)}
      timeZone={ZONE}
    />,
  );

describe('Home, prices, notifications and health tracking in Hindi', () => {
  afterAll(() => activate('en'));

  it.each([
    ['Home', home, []],
    ['the price cards', priceCards, []],
    ['the notification panel', notificationPanel, []],
    ['health tracking', healthTracking, ['Mother']],
  ] as const)('%s shows no English', { timeout: 30_000 }, async (_name, page, skip) => {
    await activate('hi');
    const html = await page();
    expect(html).toMatch(/[\u0900-\u097F]/);
    expect(englishLeftIn(html, skip)).toEqual([]);
  });

  it('shows the tip of the day in Hindi', async () => {
    await activate('hi');
    const [tip] = HEALTH_TIPS;
    expect(tip && englishLeftIn(tipText(i18n, tip))).toEqual([]);
  });

  it('would see English: the same screens in English are full of it', async () => {
    await activate('en');
    expect(englishLeftIn(await home())).toEqual(
      expect.arrayContaining(['Today', 'Progress', 'Quick', 'Actions', 'Recent', 'Activity']),
    );
    expect(englishLeftIn(await priceCards())).toEqual(
      expect.arrayContaining(['Best', 'Price', 'Out', 'Stock']),
    );
    expect(englishLeftIn(await healthTracking(), ['Mother'])).toEqual(
      expect.arrayContaining(['Checks', 'due', 'Hypertensive', 'crisis']),
    );
  });
});
