// ADR 026: the medicine screens in Hindi leave no English on screen but names,
// units, brand names and the prescription notation. Real components, rendered as the browser
// first renders them, every lazy part resolved; the answers of the API are in the query cache.
import { afterAll, describe, expect, it } from 'vitest';
import { englishLeft } from '@web/test-support/english-left';
import { testMember } from '@web/test-support/members';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Medication } from '@core/contract/medicines';
import type { Prescription } from '@core/contract/prescriptions';
import { authUserKey } from '@web/session/queries';
import { CameraView } from '@web/features/prescriptions/camera-view';
import { prescriptionKeys } from '@web/features/prescriptions/queries';
import { activate } from '@web/lib/i18n/i18n';
import { MedicationForm } from './medication-form';
import MedicationsPage from './medications-page';
import { membersKey } from '@web/session/members';
import { medicationKeys } from './queries';

/** Names the user gave, units, notation and brand names: they stay as they are. */
const ALLOWED = new Set(
  'Asha Ramesh Amlodipine Metformin Crocin Thyronorm mg MB PDF MedMitra SOS BD OD TDS QID HS'.split(
    ' ',
  ),
);

const member = (id: string, name: string, isSelf: boolean) =>
  testMember(id, name, isSelf, isSelf ? 'self' : 'father');
const MEMBERS = [member('m-self', 'Asha', true), member('m-dad', 'Ramesh', false)];

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();
const med = (over: Partial<Medication>): Medication => ({
  id: 'x',
  memberId: 'm-self',
  name: 'Amlodipine',
  dosage: '5 mg',
  frequency: 'Twice daily (1-0-1)',
  instructions: '',
  withFood: false,
  color: 'blue',
  times: ['08:00', '20:00'],
  weekdays: null,
  asNeeded: false,
  quantities: null,
  notation: '1-0-1',
  startDate: '2026-11-01',
  endDate: null,
  stock: null,
  refillThreshold: 7,
  notes: '',
  active: true,
  nextDoseAt: inHours(5),
  ceilings: [],
  ...over,
});
const MEDS: Medication[] = [
  med({ id: 'a', withFood: true, stock: 9, refillThreshold: 7, instructions: 'After food' }),
  med({
    id: 'b',
    name: 'Metformin',
    memberId: 'm-dad',
    frequency: 'Mon, Wed, Fri, twice a day',
    weekdays: [1, 3, 5],
    notation: null,
    nextDoseAt: inHours(30),
  }),
  med({ id: 'c', name: 'Crocin', frequency: 'As needed (SOS)', asNeeded: true, times: [] }),
  med({ id: 'd', name: 'Thyronorm', frequency: 'Once daily', active: false, nextDoseAt: null }),
  med({ id: 'e', name: 'Thyronorm', frequency: 'Every 8 hours', nextDoseAt: null }),
];
const PRESCRIPTIONS: Prescription[] = [
  {
    id: 'p1',
    memberId: 'm-dad',
    fileName: 'rx.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1000,
    createdAt: '2026-11-20T10:00:00Z',
    fileUrl: '/api/prescriptions/p1/file',
    excerpt: null,
  },
];

function client(meds: Medication[]): QueryClient {
  const queryClient = new QueryClient({
    // Everything the screens read is in the cache: nothing is fetched.
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => null } },
  });
  queryClient.setQueryData(authUserKey, null);
  queryClient.setQueryData(membersKey, MEMBERS);
  queryClient.setQueryData(medicationKeys.list(null), meds);
  queryClient.setQueryData(prescriptionKeys.list(null), PRESCRIPTIONS);
  return queryClient;
}

async function render(node: ReactNode, meds: Medication[] = MEDS): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath="/medications">
      <QueryClientProvider client={client(meds)}>{node}</QueryClientProvider>
    </Router>,
  );
  return new Response(prelude).text();
}

/** The form filled from a medicine with this code: its preview shows what the code means. */
const form = (notation: string | null) => (
  <MedicationForm
    medication={notation === null ? null : med({ notation })}
    members={MEMBERS}
    defaultMemberId="m-self"
    timeZone="Asia/Kolkata"
    onDone={() => undefined}
  />
);

describe('the medicine screens in Hindi', () => {
  afterAll(() => activate('en'));

  it.each([
    ['/medications with cards', () => render(<MedicationsPage />)],
    ['/medications, no medicines yet', () => render(<MedicationsPage />, [])],
    ['the add medication form', () => render(form(null))],
    ['the edit form, its code explained', () => render(form('1-0-1 after food'))],
    ['the form with a wrong code', () => render(form('1-0'))],
    [
      'the camera',
      () =>
        render(
          <CameraView
            attachVideo={() => undefined}
            onCapture={() => undefined}
            onCancel={() => undefined}
          />,
        ),
    ],
  ])('%s shows no English', { timeout: 30_000 }, async (_name, page) => {
    await activate('hi');
    const html = await page();
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it('shows the card’s frequency and next dose in Hindi', async () => {
    await activate('hi');
    const html = await render(<MedicationsPage />);
    expect(html).toContain('दिन में दो बार (1-0-1)');
    expect(html).toContain('सोम, बुध, शुक्र, दिन में दो बार');
    expect(html).toMatch(/5 घंटे( \d+ मिनट)? में/);
    expect(await render(<MedicationsPage />, [])).toContain('अभी कोई दवा नहीं');
  });

  it('would see English: the same page in English is full of it', async () => {
    await activate('en');
    const words = englishLeft(await render(<MedicationsPage />), ALLOWED);
    expect(words).toEqual(expect.arrayContaining(['Medications', 'Twice', 'daily', 'Next']));
  });
});
