// ADR 026: src/core does not import Lingui; its health texts the screens show are mapped here in
// web. Each message's English must be, word for word, the core text it stands for.
import { describe, expect, it } from 'vitest';
import { memberUpdateSchema } from '@core/contract/family';
import {
  bloodPressureCreateSchema,
  bodyCreateSchema,
  eyeTestCreateSchema,
  sugarCreateSchema,
} from '@core/contract/health';
import { BP_ADVICE, BP_CATEGORIES, BP_LABELS } from '@core/health/blood-pressure';
import { BMI_CATEGORIES, BMI_LABELS } from '@core/health/bmi';
import {
  SUGAR_CATEGORIES,
  SUGAR_CATEGORY_LABELS,
  SUGAR_TYPE_LABELS,
  SUGAR_TYPES,
  sugarAdvice,
} from '@core/health/sugar';
import { i18n } from '@web/lib/i18n/i18n';
import { BP_ADVICE_TEXT, BP_LABEL_TEXT } from './blood-pressure/bp-texts';
import { BMI_LABEL_TEXT } from './body/bmi-texts';
import { FORM_TEXTS } from './form-texts';
import { SUGAR_ADVICE, SUGAR_CATEGORY_TEXT, SUGAR_TYPE_TEXT } from './sugar/sugar-texts';

/** The messages a schema answers these bodies with (what the form and the server's 400 show). */
function schemaMessages(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  bodies: unknown[],
): string[] {
  return bodies.flatMap((b) => schema.safeParse(b).error?.issues.map((i) => i.message) ?? []);
}

const FUTURE = '2999-01-01T00:00:00.000Z';
const MEMBER = '7d3c9f0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f';

describe('the health texts from src/core', () => {
  it('blood pressure categories and advice are core’s, word for word', () => {
    for (const c of BP_CATEGORIES) {
      expect(i18n._(BP_LABEL_TEXT[c])).toBe(BP_LABELS[c]);
      expect(i18n._(BP_ADVICE_TEXT[c])).toBe(BP_ADVICE[c]);
    }
  });

  it('sugar types, categories and every advice are core’s, word for word', () => {
    for (const type of SUGAR_TYPES)
      expect(i18n._(SUGAR_TYPE_TEXT[type])).toBe(SUGAR_TYPE_LABELS[type]);
    for (const c of SUGAR_CATEGORIES) {
      expect(i18n._(SUGAR_CATEGORY_TEXT[c])).toBe(SUGAR_CATEGORY_LABELS[c]);
    }
    for (const [english, message] of SUGAR_ADVICE) expect(i18n._(message)).toBe(english);
    // Every category of every type, and the very high advice.
    const values = [20, 60, 90, 110, 130, 150, 250, 400, 4, 5.9, 7];
    for (const type of SUGAR_TYPES) {
      for (const value of values) expect(SUGAR_ADVICE.has(sugarAdvice(value, type))).toBe(true);
    }
    expect(SUGAR_ADVICE.size).toBe(6);
  });

  it('BMI categories are core’s, word for word', () => {
    for (const c of BMI_CATEGORIES) expect(i18n._(BMI_LABEL_TEXT[c])).toBe(BMI_LABELS[c]);
  });

  it('the forms’ validation messages are each the text they stand for', () => {
    for (const [english, message] of FORM_TEXTS) expect(i18n._(message)).toBe(english);
  });

  it('hold every message the reading and goal schemas answer with', () => {
    const messages = [
      ...schemaMessages(bloodPressureCreateSchema, [
        {},
        { memberId: 'x', systolic: 'x', diastolic: 'x', pulse: 'x', arm: 'up', measuredAt: 'x' },
        { memberId: MEMBER, systolic: 400, diastolic: 5, pulse: 500, measuredAt: FUTURE },
        { memberId: MEMBER, systolic: 80, diastolic: 90, notes: 'x'.repeat(1001) },
        { memberId: MEMBER, systolic: 120, diastolic: 80, notes: 5 },
      ]),
      ...schemaMessages(sugarCreateSchema, [
        {},
        { value: 'x', type: 'soon' },
        { value: 5, type: 'fasting' },
        { value: 50, type: 'hba1c' },
      ]),
      ...schemaMessages(bodyCreateSchema, [{}, { weightKg: 0.1, heightCm: 1 }]),
      ...schemaMessages(eyeTestCreateSchema, [
        // The form always sends both eyes.
        { right: {}, left: {} },
        {
          testDate: 'x',
          right: { sph: 0.1, cyl: 0.3, axis: 200, add: 5, acuity: '6/7' },
          left: { sph: 0, axis: 90 },
          pd: 100,
          nextCheckup: 'x',
        },
        {
          testDate: '2999-01-01',
          right: { sph: 0, cyl: -0.5 },
          left: { sph: 'x', cyl: 'x', axis: 'x', add: 'x', acuity: 6 },
          pd: 'x',
        },
        { testDate: '2026-01-10', nextCheckup: '2026-01-01', right: { sph: 0 }, left: { sph: 0 } },
        { right: { sph: 0, cyl: -0.5, axis: 0.5 }, left: { sph: 0 } },
      ]),
      ...schemaMessages(memberUpdateSchema, [{ goalWeightKg: 1000 }]),
    ];
    expect(messages.length).toBeGreaterThan(40);
    expect([...new Set(messages)].filter((m) => !FORM_TEXTS.has(m))).toEqual([]);
  });
});
