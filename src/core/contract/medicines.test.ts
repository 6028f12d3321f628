import { describe, expect, it } from 'vitest';
import {
  MEDICATION_MESSAGES as M,
  medicationCreateSchema,
  medicationListQuerySchema,
  medicationLogCreateSchema,
  medicationLogSchema,
  medicationReminderSchema,
  medicationSchema,
  medicationUpdateSchema,
  statisticsSchema,
  subscriptionSchema,
} from './medicines';

const MEMBER = '3f2b8c1e-9d4a-4c2b-8e1f-123456789abc';
const MED = '7d9c2a10-5b3e-4f61-9a2d-0c1b2e3f4a5b';

/** The messages of a failed parse, by first path segment ('' for the whole object). */
function issues(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const r = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (r.success) return {};
  return Object.fromEntries(
    (r.error?.issues ?? []).map((i) => [String(i.path[0] ?? ''), i.message]),
  );
}

const base = { name: 'Telmisartan', dosage: '40 mg' };

describe('medicationCreateSchema', () => {
  it('fills the defaults and trims', () => {
    expect(
      medicationCreateSchema.parse({ ...base, name: '  Telmisartan ', notation: '1-0-1' }),
    ).toEqual({
      name: 'Telmisartan',
      dosage: '40 mg',
      notation: '1-0-1',
      instructions: '',
      withFood: false,
      color: 'blue',
      refillThreshold: 7,
      notes: '',
      active: true,
    });
  });
  it('takes times, a notation or a preset', () => {
    expect(medicationCreateSchema.safeParse({ ...base, times: ['08:00', '20:00'] }).success).toBe(
      true,
    );
    expect(medicationCreateSchema.safeParse({ ...base, notation: 'BD after food' }).success).toBe(
      true,
    );
    expect(medicationCreateSchema.safeParse({ ...base, preset: 'asNeeded' }).success).toBe(true);
    expect(
      medicationCreateSchema.safeParse({ ...base, preset: 'everyNHours', intervalHours: 8 })
        .success,
    ).toBe(true);
  });
  it('asks for a schedule when none is given, even alongside other mistakes', () => {
    expect(issues(medicationCreateSchema, base)).toEqual({
      times: 'Please choose when to take it: times like 08:00, a pattern like 1-0-1, or a preset',
    });
    expect(issues(medicationCreateSchema, { dosage: '1 tablet' })).toEqual({
      name: M.name,
      times: 'Please choose when to take it: times like 08:00, a pattern like 1-0-1, or a preset',
    });
  });
  it('refuses two schedule sources', () => {
    expect(issues(medicationCreateSchema, { ...base, times: ['08:00'], notation: 'OD' })).toEqual({
      notation: 'Choose only one: times, a pattern like 1-0-1, or a preset',
    });
  });
  it('explains a bad notation, time, interval and weekday', () => {
    expect(issues(medicationCreateSchema, { ...base, notation: '1-1' }).notation).toMatch(
      /^A pattern has 3 parts/,
    );
    expect(issues(medicationCreateSchema, { ...base, notation: 'daily' })).toEqual({
      notation: 'Use a pattern like 1-0-1 or OD, BD, TDS, QID, HS, SOS',
    });
    expect(issues(medicationCreateSchema, { ...base, times: ['8:00'] })).toEqual({ times: M.time });
    expect(
      issues(medicationCreateSchema, { ...base, preset: 'everyNHours', intervalHours: 5 }),
    ).toEqual({
      intervalHours: 'Every N hours must divide the day evenly: 1, 2, 3, 4, 6, 8, 12 or 24 hours',
    });
    expect(issues(medicationCreateSchema, { ...base, preset: 'everyNHours' })).toEqual({
      intervalHours: M.intervalHours,
    });
    expect(issues(medicationCreateSchema, { ...base, preset: 'weekly' })).toEqual({
      preset: M.preset,
    });
    expect(issues(medicationCreateSchema, { ...base, preset: 'once', weekdays: [7] })).toEqual({
      weekdays: M.weekday,
    });
    expect(issues(medicationCreateSchema, { ...base, preset: 'once', weekdays: [] })).toEqual({
      weekdays: 'Choose at least one day of the week',
    });
  });
  it('allows 24 times, not 25', () => {
    const times = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
    expect(medicationCreateSchema.safeParse({ ...base, times }).success).toBe(true);
    expect(issues(medicationCreateSchema, { ...base, times: [...times, '12:30'] })).toEqual({
      times: M.tooManyTimes,
    });
  });
  it.each([
    [{ name: '' }, 'name', M.name],
    [{ name: '   ' }, 'name', M.name],
    [{ name: 'x'.repeat(101) }, 'name', M.nameLong],
    [{ dosage: '' }, 'dosage', M.dosage],
    [{ color: 'red' }, 'color', M.color],
    [{ withFood: 'yes' }, 'withFood', M.withFood],
    [{ memberId: 'self' }, 'memberId', M.member],
    [{ startDate: '2026-02-30' }, 'startDate', M.startDate],
    [{ endDate: '22-11-2026' }, 'endDate', M.endDate],
    [{ stock: -1 }, 'stock', M.stock],
    [{ stock: 2.5 }, 'stock', M.stock],
    [{ refillThreshold: 61 }, 'refillThreshold', M.refillThreshold],
    [{ refillThreshold: -1 }, 'refillThreshold', M.refillThreshold],
    [{ notes: 'x'.repeat(1001) }, 'notes', M.notesLong],
    [{ instructions: 'x'.repeat(501) }, 'instructions', M.instructionsLong],
  ])('%j is refused on %s', (patch, field, message) => {
    expect(issues(medicationCreateSchema, { ...base, notation: 'OD', ...patch })).toEqual({
      [field]: message,
    });
  });
  it('accepts the edges: 100-character name, 1000-character notes, threshold 0 and 60', () => {
    const ok = {
      ...base,
      notation: 'OD',
      name: 'x'.repeat(100),
      notes: 'x'.repeat(1000),
      memberId: MEMBER,
      stock: 0,
    };
    expect(medicationCreateSchema.safeParse({ ...ok, refillThreshold: 0 }).success).toBe(true);
    expect(medicationCreateSchema.safeParse({ ...ok, refillThreshold: 60 }).success).toBe(true);
  });
  it('says so when the body is not an object, and gives one message for a bad date', () => {
    expect(issues(medicationCreateSchema, null)).toEqual({ '': M.medicationBody });
    expect(issues(medicationUpdateSchema, 'x')).toEqual({ '': M.medicationBody });
    expect(issues(medicationLogCreateSchema, [])).toEqual({ '': M.logBody });
    const r = medicationCreateSchema.safeParse({ ...base, notation: 'OD', startDate: 'soon' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([M.startDate]);
  });
  it('end date may equal the start date but not come before it; null means no end', () => {
    const d = { ...base, notation: 'OD', startDate: '2026-11-22' };
    expect(medicationCreateSchema.safeParse({ ...d, endDate: '2026-11-22' }).success).toBe(true);
    expect(medicationCreateSchema.safeParse({ ...d, endDate: null }).success).toBe(true);
    expect(issues(medicationCreateSchema, { ...d, endDate: '2026-11-21' })).toEqual({
      endDate: M.endBeforeStart,
    });
  });
});

describe('medicationUpdateSchema', () => {
  it('keeps only what was sent: no defaults sneak in', () => {
    expect(medicationUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(medicationUpdateSchema.parse({ name: ' Amlodipine ' })).toEqual({ name: 'Amlodipine' });
  });
  it('refuses an empty update', () => {
    expect(issues(medicationUpdateSchema, {})).toEqual({ '': M.nothingToUpdate });
  });
  it('checks a new schedule but does not demand one', () => {
    expect(medicationUpdateSchema.safeParse({ notation: 'TDS' }).success).toBe(true);
    expect(medicationUpdateSchema.safeParse({ weekdays: [1, 3] }).success).toBe(true);
    expect(issues(medicationUpdateSchema, { notation: '0-0-0' }).notation).toMatch(/no doses/);
    expect(issues(medicationUpdateSchema, { notation: 'OD', preset: 'twice' })).toEqual({
      preset: 'Choose only one: times, a pattern like 1-0-1, or a preset',
    });
  });
  it('can clear the end date and the stock', () => {
    expect(medicationUpdateSchema.parse({ endDate: null, stock: null })).toEqual({
      endDate: null,
      stock: null,
    });
  });
  it('checks the dates when both are sent', () => {
    expect(
      issues(medicationUpdateSchema, { startDate: '2026-11-22', endDate: '2026-11-01' }),
    ).toEqual({
      endDate: M.endBeforeStart,
    });
  });
});

describe('medicationListQuerySchema', () => {
  it('takes an optional member id', () => {
    expect(medicationListQuerySchema.parse({})).toEqual({});
    expect(medicationListQuerySchema.safeParse({ memberId: 'x' }).success).toBe(false);
  });
});

describe('medicationLogCreateSchema (spec §7 payload)', () => {
  const log = {
    medicationId: MED,
    scheduledTime: '2026-11-22T02:30:00.000Z',
    takenTime: '2026-11-22T02:41:07.123Z',
    status: 'taken',
  };
  it('accepts the spec payload and an offset', () => {
    expect(medicationLogCreateSchema.parse(log)).toEqual(log);
    expect(
      medicationLogCreateSchema.safeParse({ ...log, scheduledTime: '2026-11-22T08:00:00+05:30' })
        .success,
    ).toBe(true);
  });
  it('takenTime may be missing or null', () => {
    const { takenTime: _, ...noTaken } = log;
    expect(medicationLogCreateSchema.parse(noTaken).takenTime).toBeNull();
    expect(medicationLogCreateSchema.parse({ ...log, status: 'missed', takenTime: null })).toEqual({
      ...log,
      status: 'missed',
      takenTime: null,
    });
  });
  it.each([
    [{ medicationId: 'abc' }, 'medicationId', M.medication],
    [{ medicationId: undefined }, 'medicationId', M.medication],
    [{ scheduledTime: '2026-11-22 08:00' }, 'scheduledTime', M.scheduledTime],
    [{ scheduledTime: '2026-11-22T08:00:00' }, 'scheduledTime', M.scheduledTime],
    [{ takenTime: 'now' }, 'takenTime', M.takenTime],
    [{ status: 'skipped' }, 'status', M.status],
    [{ status: 'missed' }, 'takenTime', M.missedTaken],
  ])('%j is refused', (patch, field, message) => {
    expect(issues(medicationLogCreateSchema, { ...log, ...patch })).toEqual({ [field]: message });
  });
});

describe('response schemas', () => {
  it('describe what the server answers', () => {
    const medication = {
      id: MED,
      memberId: MEMBER,
      name: 'Telmisartan',
      dosage: '40 mg',
      frequency: 'Twice daily (1-0-1)',
      instructions: 'After food',
      withFood: true,
      color: 'blue',
      times: ['08:00', '20:00'],
      weekdays: null,
      asNeeded: false,
      quantities: [1, 1],
      notation: '1-0-1',
      startDate: '2026-11-22',
      endDate: null,
      stock: 30,
      refillThreshold: 7,
      notes: '',
      active: true,
      nextDoseAt: '2026-11-22T14:30:00.000Z',
      ceilings: [
        {
          slNo: 843,
          formulation: 'TELMISARTAN',
          dosage: 'TABLET 40 MG',
          price: 6.92,
          unit: {
            kind: 'each' as const,
            item: 'tablet' as const,
            amount: null,
            container: null,
            packMinMl: null,
            packBelowMl: null,
            label: '1 Tablet',
          },
          soNumber: '1575(E)',
          soDate: '2026-03-25',
          nlemVersion: 2022,
        },
      ],
    };
    expect(medicationSchema.parse(medication)).toEqual(medication);
    expect(medicationSchema.safeParse({ ...medication, ceilings: undefined }).success).toBe(false);
    expect(
      medicationLogSchema.safeParse({
        id: 'l1',
        medicationId: MED,
        scheduledTime: '2026-11-22T02:30:00.000Z',
        takenTime: null,
        status: 'added',
        createdAt: '2026-11-22T02:30:00.000Z',
      }).success,
    ).toBe(true);
    expect(
      statisticsSchema.safeParse({
        progressPercentage: 50,
        takenToday: 1,
        totalMedications: 2,
        missedToday: 0,
        pendingToday: 1,
        upcomingMedications: [
          {
            id: MED,
            name: 'Telmisartan',
            dosage: '40 mg',
            instructions: '',
            withFood: true,
            color: 'blue',
            scheduledTime: '2026-11-22T14:30:00.000Z',
          },
        ],
      }).success,
    ).toBe(true);
    expect(statisticsSchema.safeParse({ progressPercentage: 101 }).success).toBe(false);
    expect(
      medicationReminderSchema.safeParse({
        medicationId: MED,
        medicationName: 'Telmisartan',
        dosage: '40 mg',
        scheduledTime: '2026-11-22T14:30:00.000Z',
      }).success,
    ).toBe(true);
    expect(
      subscriptionSchema.parse({ isSubscribed: false, plan: null, currentPeriodEnd: null }),
    ).toEqual({ isSubscribed: false, plan: null, currentPeriodEnd: null });
  });
});
