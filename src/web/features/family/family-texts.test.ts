import { describe, expect, it } from 'vitest';
import { memberCreateSchema, memberUpdateSchema } from '@core/contract/family';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { translateText } from '@web/lib/i18n/text-table';
import { FAMILY_TEXTS } from './family-texts';
import { toMemberCreate, emptyMemberValues } from './member-form-values';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the family form’s texts from the contract', () => {
  it('each have, in English, exactly the text they stand for', () => {
    for (const [english, message] of FAMILY_TEXTS) expect(i18n._(message)).toBe(english);
  });

  it('cover what the member contract answers to the form', () => {
    const said = [
      ...messages(memberCreateSchema.safeParse(toMemberCreate(emptyMemberValues('blue')))),
      ...messages(memberCreateSchema.safeParse({ name: 'x'.repeat(51), relation: 'self' })),
      ...messages(
        memberCreateSchema.safeParse({
          name: 'Asha',
          relation: 'cousin',
          dateOfBirth: '1800-01-01',
          gender: 'x',
          bloodGroup: 'C+',
          color: 'black',
          conditions: Array.from({ length: 31 }, (_, i) => `c${i}`),
          allergies: Array.from({ length: 31 }, (_, i) => `a${i}`),
        }),
      ),
      ...messages(memberUpdateSchema.safeParse({})),
    ];
    expect(said.length).toBeGreaterThan(8);
    expect(said.filter((text) => !FAMILY_TEXTS.has(text))).toEqual([]);
  });

  it('are shown in Hindi when Hindi is on', async () => {
    await activate('hi');
    try {
      expect(translateText(i18n, FAMILY_TEXTS, 'Please enter a name')).toBe('कृपया नाम डालें');
      expect(translateText(i18n, FAMILY_TEXTS, 'Something new')).toBe('Something new');
    } finally {
      await activate('en');
    }
  });
});
