import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrescriptionReading } from '@core/contract/prescription-reading';
import type { Medication } from '@core/contract/medicines';
import type { Prescription } from '@core/contract/prescriptions';
import { pharmacyPrices } from '@server/db/schema';
import { addPrescription } from '../../harness/fixtures';
import { addMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TEXT = `Dr. Anil Sharma, MBBS
Patient: Ramesh Kumar   Date: 12/05/2026
Rx
1. Tab. Paracetamol 500 mg   1-0-1   after food   x 5 days
2. Tab Pantoprazo1e 40mg     1-0-0   before food
3. Tab Dolo 650 SOS
Advice: plenty of fluids.`;

function putText(cookie: string | undefined, id: string, json: unknown) {
  return ctx.call<PrescriptionReading>('PUT', `/api/prescriptions/${id}/text`, {
    ...(cookie ? { cookie } : {}),
    json,
  });
}

describe('PUT /api/prescriptions/:id/text', () => {
  it('keeps the text and answers the medicines it names, marking words to check', async () => {
    const a = await signUp(ctx);
    const id = await addPrescription(ctx, a);
    const res = await putText(a.cookie, id, { text: TEXT, unsure: ['Pantoprazo1e'] });
    expect(res.status).toBe(200);
    expect(res.body.prescription).toMatchObject({
      id,
      excerpt: expect.stringContaining('Dr. Anil'),
    });
    expect(res.body.medicines.map((m) => [m.name, m.dosage, m.notation, m.times])).toEqual([
      ['Paracetamol', '500 mg', '1-0-1', ['08:00', '20:00']],
      ['Pantoprazole', '40 mg', '1-0-0', ['08:00']],
    ]);
    expect(res.body.medicines[0]).toMatchObject({ food: 'after', days: 5, check: false });
    expect(res.body.medicines[1]).toMatchObject({ uncertain: ['Pantoprazo1e'], check: true });
  });

  it('moves the prescription to the member it names, only to one of the account', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const ramesh = await addMember(ctx, a, {
      name: 'Ramesh Kumar',
      relation: 'father',
      dateOfBirth: '1955-01-02',
    });
    const theirs = await addMember(ctx, b);
    const id = await addPrescription(ctx, a);
    const refused = await putText(a.cookie, id, { text: TEXT, memberId: theirs });
    expect(refused.status).toBe(404);
    const bad = await putText(a.cookie, id, { text: TEXT, memberId: 'ramesh' });
    expect(bad.status).toBe(400);
    const list = async () =>
      (await ctx.call<Prescription[]>('GET', '/api/prescriptions', { cookie: a.cookie })).body;
    expect((await list()).find((p) => p.id === id)?.memberId).not.toBe(ramesh);
    const res = await putText(a.cookie, id, { text: TEXT, memberId: ramesh });
    expect(res.status).toBe(200);
    expect(res.body.prescription.memberId).toBe(ramesh);
    expect((await list()).find((p) => p.id === id)?.memberId).toBe(ramesh);
  });

  it("reads the price sheet's brands and the account's own medicine names", async () => {
    const a = await signUp(ctx);
    const id = await addPrescription(ctx, a);
    await ctx.database.db.insert(pharmacyPrices).values({
      pharmacy: 'apollo',
      medicineName: 'Dolo 650',
      search: 'dolo 650',
      price: 30,
      priceDate: '2026-11-01',
    });
    await ctx.call('POST', '/api/medications', {
      cookie: a.cookie,
      json: { name: 'Thyronorm', dosage: '50 mcg', notation: 'OD' },
    });
    const res = await putText(a.cookie, id, { text: `${TEXT}\nTab Thyronorm 50 mcg OD` });
    expect(res.body.medicines.map((m) => m.name)).toEqual([
      'Paracetamol',
      'Pantoprazole',
      'Dolo',
      'Thyronorm',
    ]);
    expect(res.body.medicines[2]).toMatchObject({ notation: 'SOS', asNeeded: true, times: [] });
  });

  it('finds prescriptions by the words read from them or by file name, in any case', async () => {
    const a = await signUp(ctx);
    const first = await addPrescription(ctx, a);
    ctx.advance(1000);
    const second = await addPrescription(ctx, a);
    await putText(a.cookie, first, { text: TEXT });
    await putText(a.cookie, second, { text: 'Tab Metformin 500 mg BD\nReview in 100% of cases' });
    const find = async (q: string) =>
      (
        await ctx.call<Prescription[]>('GET', `/api/prescriptions?q=${encodeURIComponent(q)}`, {
          cookie: a.cookie,
        })
      ).body;
    expect((await find('PARACETAMOL')).map((p) => p.id)).toEqual([first]);
    expect((await find('metformin bd')).map((p) => p.id)).toEqual([second]);
    expect((await find('paracetamol metformin')).map((p) => p.id)).toEqual([]);
    // What is typed is never a pattern: % and _ are characters.
    expect((await find('100%')).map((p) => p.id)).toEqual([second]);
    expect((await find('_')).map((p) => p.id)).toEqual([]);
    expect((await find('rx.png')).map((p) => p.id)).toEqual([second, first]);
    const [hit] = await find('fluids');
    expect(hit?.excerpt).toContain('fluids');
    // Another account finds none of them.
    const b = await signUp(ctx);
    const other = await ctx.call<Prescription[]>('GET', '/api/prescriptions?q=paracetamol', {
      cookie: b.cookie,
    });
    expect(other.body).toEqual([]);
  });

  it('refuses the signed out (401), another account (404) and bad input (400)', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addPrescription(ctx, a);
    expect((await putText(undefined, id, { text: TEXT })).status).toBe(401);
    expect((await putText(b.cookie, id, { text: TEXT })).status).toBe(404);
    const tooLong = await putText(a.cookie, id, { text: 'x'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      message: 'The text read from the prescription is longer than 20,000 characters',
    });
    expect((await putText(a.cookie, id, { text: 'a\u0000b' })).status).toBe(400);
    expect((await putText(a.cookie, id, { text: TEXT, unsure: 'all' })).status).toBe(400);
    expect((await putText(a.cookie, id, { text: TEXT, unsure: Array(201).fill('x') })).status).toBe(
      400,
    );
    const search = await ctx.call('GET', `/api/prescriptions?q=${'x'.repeat(101)}`, {
      cookie: a.cookie,
    });
    expect(search.status).toBe(400);
  });
});

describe('POST /api/medications/batch', () => {
  it("adds the chosen medicines together, for the chosen member, with their schedules' times", async () => {
    const a = await signUp(ctx);
    const memberId = await addMember(ctx, a);
    const res = await ctx.call<Medication[]>('POST', '/api/medications/batch', {
      cookie: a.cookie,
      json: {
        medications: [
          { memberId, name: 'Paracetamol', dosage: '500 mg', notation: '1-0-1 after food' },
          {
            memberId,
            name: 'Pantoprazole',
            dosage: '40 mg',
            notation: 'OD',
            startDate: '2026-11-22',
            endDate: '2026-11-26',
          },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.map((m) => [m.name, m.memberId, m.times, m.withFood])).toEqual([
      ['Paracetamol', memberId, ['08:00', '20:00'], true],
      ['Pantoprazole', memberId, ['08:00'], false],
    ]);
    expect(res.body[1]).toMatchObject({ endDate: '2026-11-26' });
    const list = await ctx.call<Medication[]>('GET', `/api/medications?memberId=${memberId}`, {
      cookie: a.cookie,
    });
    expect(list.body).toHaveLength(2);
  });

  it('adds none when one of them is wrong', async () => {
    const a = await signUp(ctx);
    const res = await ctx.call<{ message: string }>('POST', '/api/medications/batch', {
      cookie: a.cookie,
      json: {
        medications: [
          { name: 'Paracetamol', dosage: '500 mg', notation: '1-0-1' },
          { name: 'Pantoprazole', dosage: '', notation: 'OD' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter the dosage, like 500 mg or 1 tablet');
    const list = await ctx.call<Medication[]>('GET', '/api/medications', { cookie: a.cookie });
    expect(list.body).toEqual([]);
  });

  it("refuses the signed out (401), another account's member (404) and a bad list (400)", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const one = { name: 'Paracetamol', dosage: '500 mg', notation: 'BD' };
    const post = (cookie: string | undefined, json: unknown) =>
      ctx.call('POST', '/api/medications/batch', { ...(cookie ? { cookie } : {}), json });
    expect((await post(undefined, { medications: [one] })).status).toBe(401);
    const foreign = await addMember(ctx, b);
    expect((await post(a.cookie, { medications: [{ ...one, memberId: foreign }] })).status).toBe(
      404,
    );
    expect((await post(a.cookie, { medications: [] })).status).toBe(400);
    expect((await post(a.cookie, { medications: Array(21).fill(one) })).status).toBe(400);
    expect((await post(a.cookie, { medications: 'all' })).status).toBe(400);
    expect(
      (await ctx.call<Medication[]>('GET', '/api/medications', { cookie: b.cookie })).body,
    ).toEqual([]);
  });
});
