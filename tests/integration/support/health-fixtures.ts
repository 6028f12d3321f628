import type { Member } from '@core/contract/family';
import type { TestContext } from '../../../harness/test-app';

interface Owner {
  cookie: string;
}

// Readings are dated in the past on purpose: the contract refuses a time later than the real
// clock, whatever the test clock says.
export const MEASURED_AT = '2026-10-01T03:30:00.000Z';

export async function selfMember(ctx: TestContext, owner: Owner): Promise<Member> {
  const res = await ctx.call<Member[]>('GET', '/api/family-members', { cookie: owner.cookie });
  const self = res.body.find((m) => m.isSelf);
  if (!self) throw new Error('no self member');
  return self;
}

export async function addMember(
  ctx: TestContext,
  owner: Owner,
  body: Record<string, unknown> = { name: 'Amma', relation: 'mother', dateOfBirth: '1960-04-12' },
): Promise<string> {
  const res = await ctx.call<{ id: string }>('POST', '/api/family-members', {
    cookie: owner.cookie,
    json: body,
  });
  if (res.status !== 201) throw new Error(`add member: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** POSTs a record to a tracker for `memberId` (the self member when omitted); answers its id. */
export async function addRecord(
  ctx: TestContext,
  owner: Owner,
  path: string,
  body: Record<string, unknown>,
  memberId?: string,
): Promise<string> {
  const member = memberId ?? (await selfMember(ctx, owner)).id;
  const res = await ctx.call<{ id: string }>('POST', path, {
    cookie: owner.cookie,
    json: { memberId: member, ...body },
  });
  if (res.status !== 201) throw new Error(`add ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const SAMPLES = {
  '/api/blood-pressure': { systolic: 128, diastolic: 78, measuredAt: MEASURED_AT },
  '/api/sugar-levels': { value: 96, type: 'fasting', measuredAt: MEASURED_AT },
  '/api/periods': { startDate: '2026-10-01', endDate: '2026-10-05', flow: 'medium' },
  '/api/body-measurements': { weightKg: 64, heightCm: 168, measuredAt: MEASURED_AT },
  '/api/eye-tests': {
    testDate: '2026-10-01',
    right: { sph: -1.25 },
    left: { sph: -1, cyl: -0.5, axis: 90 },
  },
} as const;

export type Tracker = keyof typeof SAMPLES;

export const addSample = (ctx: TestContext, owner: Owner, path: Tracker) =>
  addRecord(ctx, owner, path, SAMPLES[path]);
