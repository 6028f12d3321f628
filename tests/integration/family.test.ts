import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@core/contract/family';
import { addMedication, addPrescription, PNG_BYTES, uploadForm } from '../../harness/fixtures';
import { addMember, addSample, selfMember, SAMPLES, type Tracker } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

const PATH = '/api/family-members';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/family-members', () => {
  it('adds members with the next unused avatar colour, listed after self', async () => {
    const a = await signUp(ctx);
    const res = await ctx.call<Member>('POST', PATH, {
      cookie: a.cookie,
      json: {
        name: ' Amma ',
        relation: 'mother',
        dateOfBirth: '1960-04-12',
        gender: 'female',
        bloodGroup: 'B+',
        conditions: ['Hypertension', 'hypertension', 'Diabetes'],
        allergies: ['Penicillin'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Amma',
      relation: 'mother',
      dateOfBirth: '1960-04-12',
      gender: 'female',
      bloodGroup: 'B+',
      conditions: ['Hypertension', 'Diabetes'],
      allergies: ['Penicillin'],
      // Self has the default blue; the next colour goes to the first new member.
      color: 'purple',
      goalWeightKg: null,
      isSelf: false,
    });
    const son = await ctx.call<Member>('POST', PATH, {
      cookie: a.cookie,
      json: { name: 'Rohan', relation: 'son' },
    });
    expect(son.body).toMatchObject({ color: 'green', dateOfBirth: null, conditions: [] });
    const chosen = await ctx.call<Member>('POST', PATH, {
      cookie: a.cookie,
      json: { name: 'Papa', relation: 'father', color: 'purple' },
    });
    expect(chosen.body.color).toBe('purple');
    const list = await ctx.call<Member[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body.map((m) => [m.relation, m.isSelf])).toEqual([
      ['self', true],
      ['mother', false],
      ['son', false],
      ['father', false],
    ]);
  });

  it('answers 400 with the reason: a second "self", a bad date or colour', async () => {
    const a = await signUp(ctx);
    for (const [json, message] of [
      [
        { name: 'Me again', relation: 'self' },
        'You are already in the family as "Self": please choose another relation',
      ],
      [
        { name: 'Amma', relation: 'mother', dateOfBirth: '2999-01-01' },
        'Please enter a valid date of birth',
      ],
      [{ name: '', relation: 'mother' }, 'Please enter a name'],
      [
        { name: 'Amma', relation: 'mother', color: '#ff0000' },
        'Please choose one of the avatar colours',
      ],
    ] as const) {
      const res = await ctx.call('POST', PATH, { cookie: a.cookie, json });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message });
    }
    const list = await ctx.call<Member[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body).toHaveLength(1);
  });
});

describe('GET and PATCH /api/family-members/:id', () => {
  it('reads and edits a member; lists sent replace the old ones', async () => {
    const a = await signUp(ctx);
    const id = await addMember(ctx, a);
    const got = await ctx.call<Member>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body).toMatchObject({ id, name: 'Amma', relation: 'mother' });
    const edited = await ctx.call<Member>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { name: 'Maa', conditions: ['Thyroid'], bloodGroup: null, color: 'teal' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      name: 'Maa',
      relation: 'mother',
      dateOfBirth: '1960-04-12',
      conditions: ['Thyroid'],
      bloodGroup: null,
      color: 'teal',
    });
    const self = await ctx.call<Member>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { relation: 'self' },
    });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      code: 'VALIDATION',
      message: 'You are already in the family as "Self": please choose another relation',
    });
  });

  it("keeps the self member's relation, and its name with the username", async () => {
    const a = await signUp(ctx);
    const me = await selfMember(ctx, a);
    const relation = await ctx.call('PATCH', `${PATH}/${me.id}`, {
      cookie: a.cookie,
      json: { relation: 'father' },
    });
    expect(relation.status).toBe(400);
    expect(relation.body).toEqual({
      code: 'VALIDATION',
      message: 'Your own relation is always "Self"',
    });
    const name = await ctx.call('PATCH', `${PATH}/${me.id}`, {
      cookie: a.cookie,
      json: { name: 'Someone else' },
    });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({
      message: 'Your own name is your username: please change it in your Profile',
    });
    const health = await ctx.call<Member>('PATCH', `${PATH}/${me.id}`, {
      cookie: a.cookie,
      json: { name: me.name, relation: 'self', bloodGroup: 'O+', dateOfBirth: '1990-01-15' },
    });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ isSelf: true, relation: 'self', bloodGroup: 'O+' });
  });

  it("answers 404 for another account's member, and 400 for nothing to update", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addMember(ctx, a);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await ctx.call(method, `${PATH}/${id}`, {
        cookie: b.cookie,
        json: method === 'PATCH' ? { name: 'Mine now' } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'Family member not found' });
    }
    const still = await ctx.call<Member>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(still.body.name).toBe('Amma');
    const empty = await ctx.call('PATCH', `${PATH}/${id}`, { cookie: a.cookie, json: {} });
    expect(empty.body).toEqual({ code: 'VALIDATION', message: 'Nothing to update' });
  });
});

describe('goal weight (PRODUCT §5)', () => {
  const GOAL_MESSAGE = 'Enter a goal weight between 0.5 and 350 kg';

  it('is set on create, changed and cleared with PATCH, kept to one decimal', async () => {
    const a = await signUp(ctx);
    const created = await ctx.call<Member>('POST', PATH, {
      cookie: a.cookie,
      json: { name: 'Papa', relation: 'father', goalWeightKg: 78 },
    });
    expect(created.status).toBe(201);
    expect(created.body.goalWeightKg).toBe(78);
    const id = created.body.id;
    const set = await ctx.call<Member>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { goalWeightKg: 72.46 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id, name: 'Papa', goalWeightKg: 72.5 });
    // A patch of another field leaves the goal alone.
    await ctx.call('PATCH', `${PATH}/${id}`, { cookie: a.cookie, json: { bloodGroup: 'A+' } });
    const got = await ctx.call<Member>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body.goalWeightKg).toBe(72.5);
    const list = await ctx.call<Member[]>('GET', PATH, { cookie: a.cookie });
    expect(list.body.find((m) => m.id === id)?.goalWeightKg).toBe(72.5);
    const cleared = await ctx.call<Member>('PATCH', `${PATH}/${id}`, {
      cookie: a.cookie,
      json: { goalWeightKg: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.goalWeightKg).toBeNull();
    expect(
      (await ctx.call<Member>('GET', `${PATH}/${id}`, { cookie: a.cookie })).body,
    ).toMatchObject({ goalWeightKg: null, bloodGroup: 'A+' });
  });

  it("is the self member's to set too", async () => {
    const a = await signUp(ctx);
    const me = await selfMember(ctx, a);
    expect(me.goalWeightKg).toBeNull();
    const res = await ctx.call<Member>('PATCH', `${PATH}/${me.id}`, {
      cookie: a.cookie,
      json: { goalWeightKg: 61.5 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSelf: true, goalWeightKg: 61.5 });
  });

  it('answers 400 with the limits for a goal outside them or not a number', async () => {
    const a = await signUp(ctx);
    const id = await addMember(ctx, a);
    for (const goalWeightKg of [0.4, 350.5, -70, '70', 0]) {
      const res = await ctx.call('PATCH', `${PATH}/${id}`, {
        cookie: a.cookie,
        json: { goalWeightKg },
      });
      expect(res.status, String(goalWeightKg)).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', message: GOAL_MESSAGE });
    }
    const create = await ctx.call('POST', PATH, {
      cookie: a.cookie,
      json: { name: 'Nani', relation: 'grandparent', goalWeightKg: 400 },
    });
    expect(create.status).toBe(400);
    expect(create.body).toEqual({ code: 'VALIDATION', message: GOAL_MESSAGE });
    const got = await ctx.call<Member>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body.goalWeightKg).toBeNull();
  });

  it("answers 404 for another account's member and leaves its goal alone", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await addMember(ctx, a, { name: 'Amma', relation: 'mother', goalWeightKg: 58 });
    const res = await ctx.call('PATCH', `${PATH}/${id}`, {
      cookie: b.cookie,
      json: { goalWeightKg: 90 },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'Family member not found' });
    const got = await ctx.call<Member>('GET', `${PATH}/${id}`, { cookie: a.cookie });
    expect(got.body.goalWeightKg).toBe(58);
  });
});

describe('DELETE /api/family-members/:id', () => {
  it('refuses to delete the self member', async () => {
    const a = await signUp(ctx);
    const me = await selfMember(ctx, a);
    const res = await ctx.call('DELETE', `${PATH}/${me.id}`, { cookie: a.cookie });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      message:
        'You cannot remove yourself from the family: delete your account in Data & privacy instead',
    });
    expect((await ctx.call('GET', `${PATH}/${me.id}`, { cookie: a.cookie })).status).toBe(200);
  });

  it("removes the member with all of their data, and nobody else's", async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    const trackers = Object.keys(SAMPLES) as Tracker[];
    const hers: Array<[string, string]> = [];
    for (const path of trackers) {
      const res = await ctx.call<{ id: string }>('POST', path, {
        cookie: a.cookie,
        json: { ...SAMPLES[path], memberId: mother },
      });
      expect(res.status, path).toBe(201);
      hers.push([path, res.body.id]);
    }
    const mine = await Promise.all(trackers.map((path) => addSample(ctx, a, path)));
    const medication = await addMedication(ctx, a, {
      name: 'Metformin',
      dosage: '500 mg',
      notation: '1-0-1',
      memberId: mother,
    });
    const upload = await ctx.call<{ id: string }>('POST', '/api/prescriptions', {
      cookie: a.cookie,
      body: uploadForm(PNG_BYTES, 'rx.png', 'image/png', { memberId: mother }),
    });
    expect(upload.status).toBe(201);
    const myPrescription = await addPrescription(ctx, a);

    const res = await ctx.call('DELETE', `${PATH}/${mother}`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Family member removed' });

    expect((await ctx.call('GET', `${PATH}/${mother}`, { cookie: a.cookie })).status).toBe(404);
    for (const [path, id] of hers) {
      expect((await ctx.call('GET', `${path}/${id}`, { cookie: a.cookie })).status, path).toBe(404);
    }
    for (const [i, path] of trackers.entries()) {
      const list = await ctx.call<Array<{ id: string }>>('GET', path, { cookie: a.cookie });
      expect(
        list.body.map((r) => r.id),
        path,
      ).toEqual([mine[i]]);
    }
    expect(
      (await ctx.call('GET', `/api/medications/${medication}`, { cookie: a.cookie })).status,
    ).toBe(404);
    const file = await ctx.call('GET', `/api/prescriptions/${upload.body.id}/file`, {
      cookie: a.cookie,
    });
    expect(file.status).toBe(404);
    expect(await ctx.deps.files.get(`prescriptions/${a.user.id}/${upload.body.id}`)).toBeNull();
    const kept = await ctx.call('GET', `/api/prescriptions/${myPrescription}/file`, {
      cookie: a.cookie,
    });
    expect(kept.status).toBe(200);
  });
});
