import { describe, expect, it } from 'vitest';
import {
  checkupPayload,
  encodePayload,
  MAX_PAYLOAD_BYTES,
  medicationPayload,
  periodPayload,
} from '@core/push/payload';
import { en } from './en';
import { hi } from './hi';

const dose = {
  userId: '6f1c1f8e-0000-4000-8000-0000000000aa',
  medicationId: '6f1c1f8e-0000-4000-8000-000000000001',
  scheduledTime: new Date('2026-11-22T02:30:00Z'),
  name: 'Metformin',
  dosage: '500 mg',
  texts: en.push,
  showDetails: true,
};

describe('medication payload', () => {
  it("carries the medicine's name and dose, the dose's id and time, and the actions", () => {
    expect(medicationPayload(dose)).toEqual({
      kind: 'medication',
      title: 'Time for your medicine',
      body: 'Metformin 500 mg',
      tag: 'dose:6f1c1f8e-0000-4000-8000-000000000001:2026-11-22T02:30:00.000Z',
      url: '/',
      userId: dose.userId,
      medicationId: dose.medicationId,
      scheduledTime: '2026-11-22T02:30:00.000Z',
      actions: { taken: 'Taken', snooze: 'Snooze 15m' },
    });
  });

  it('says nothing of the medicine when details are hidden', () => {
    const p = medicationPayload({ ...dose, showDetails: false });
    expect(p.body).toBe('Open MedMitra to see your reminder');
    expect(JSON.stringify(p)).not.toMatch(/Metformin|500 mg/);
  });

  it('is in Hindi for a Hindi account', () => {
    expect(medicationPayload({ ...dose, texts: hi.push })).toMatchObject({
      title: 'दवा लेने का समय',
      actions: { taken: 'ले ली', snooze: '15 मिनट बाद' },
    });
  });

  it('stays under 3 KB whatever the name (cut to 200 characters)', () => {
    const long = medicationPayload({ ...dose, name: 'क'.repeat(5000), dosage: 'म'.repeat(5000) });
    expect(long.body.length).toBe(200);
    expect(Buffer.byteLength(encodePayload(long))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });

  it('refuses to encode a payload over the limit', () => {
    const huge = { ...medicationPayload(dose), body: 'x'.repeat(MAX_PAYLOAD_BYTES) };
    expect(() => encodePayload(huge)).toThrow(/bytes/);
  });
});

describe('period and check-up payloads', () => {
  it('use the spec texts, or a generic one when details are hidden', () => {
    expect(periodPayload({ daysUntilDue: 2, texts: en.push, showDetails: true })).toMatchObject({
      kind: 'period',
      body: 'Your period is due in 2 day(s)',
      url: '/health?tab=period-tracker',
    });
    expect(periodPayload({ daysUntilDue: 0, texts: en.push, showDetails: true }).body).toBe(
      'Your period is due today',
    );
    const hidden = periodPayload({ daysUntilDue: 2, texts: en.push, showDetails: false });
    expect(`${hidden.title} ${hidden.body}`).not.toMatch(/period/i);
    expect(checkupPayload({ type: 'sugar_test', texts: en.push, showDetails: true })).toMatchObject(
      {
        body: 'Time for your monthly blood sugar test',
        url: '/health?tab=sugar-levels',
      },
    );
  });
});
