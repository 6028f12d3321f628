import { describe, expect, it } from 'vitest';
import { changePasswordSchema, profileFieldsSchema } from '@core/contract/auth';
import { i18n } from '@web/lib/i18n/i18n';
import { accountFormSchema, changePasswordFormSchema } from './profile-forms';
import { PROFILE_TEXTS } from './profile-texts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the profile forms’ texts from the contract and the server', () => {
  it('each have, in English, exactly the text they stand for', () => {
    for (const [english, message] of PROFILE_TEXTS) expect(i18n._(message)).toBe(english);
  });

  it('cover what the forms’ schemas answer', () => {
    const said = [
      ...messages(
        accountFormSchema.safeParse({
          username: ' ',
          dateOfBirth: '1800-13-01',
          timeZone: 'Mars/Olympus',
          language: 'en',
        }),
      ),
      ...messages(profileFieldsSchema.safeParse({ username: 'x'.repeat(51) })),
      ...messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'abc',
          confirmPassword: 'abd',
        }),
      ),
      ...messages(
        changePasswordSchema.safeParse({
          currentPassword: 'x'.repeat(1025),
          newPassword: 'x'.repeat(129),
        }),
      ),
    ];
    expect(said.length).toBeGreaterThan(6);
    expect(said.filter((text) => !PROFILE_TEXTS.has(text))).toEqual([]);
  });
});
