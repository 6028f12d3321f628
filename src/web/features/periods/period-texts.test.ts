import { describe, expect, it } from 'vitest';
import { periodCreateSchema, periodUpdateSchema } from '@core/contract/health';
import { i18n } from '@web/lib/i18n/i18n';
import { PERIOD_TEXTS } from './period-texts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const memberId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the period form’s texts from the contract', () => {
  it('each have, in English, exactly the text they stand for', () => {
    for (const [english, message] of PERIOD_TEXTS) expect(i18n._(message)).toBe(english);
  });

  it('cover what the period contract answers to the form', () => {
    const said = [
      ...messages(periodCreateSchema.safeParse({ memberId, startDate: '' })),
      ...messages(periodCreateSchema.safeParse({ memberId, startDate: '2999-01-01' })),
      ...messages(
        periodCreateSchema.safeParse({ memberId, startDate: '2026-01-10', endDate: '2026-01-01' }),
      ),
      ...messages(
        periodCreateSchema.safeParse({ memberId, startDate: '2026-01-01', endDate: '2026-03-01' }),
      ),
      ...messages(
        periodCreateSchema.safeParse({
          memberId: 'nobody',
          startDate: '2026-01-01',
          endDate: '2999-01-01',
          flow: 'lots',
          symptoms: Array.from({ length: 21 }, (_, i) => `s${i}`),
          notes: 'x'.repeat(1001),
        }),
      ),
      ...messages(
        periodCreateSchema.safeParse({ memberId, startDate: '2026-02-30', endDate: 'x' }),
      ),
      ...messages(periodUpdateSchema.safeParse({})),
    ];
    expect(said.length).toBeGreaterThan(8);
    expect(said.filter((text) => !PERIOD_TEXTS.has(text))).toEqual([]);
  });
});
