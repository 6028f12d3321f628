import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/contract/auth-rules';
import { i18n } from '@web/lib/i18n/i18n';
import { AUTH_TEXTS } from './auth-texts';
import { FIELD_MESSAGES } from './field-messages';
import { PASSWORDS_DIFFER } from './password-forms';

describe('the texts the signed-out screens translate', () => {
  it('each have, in English, exactly the text they stand for', () => {
    for (const [english, message] of AUTH_TEXTS) expect(i18n._(message)).toBe(english);
  });

  it('are the contract’s field messages, word for word', () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      expect(i18n._(FIELD_MESSAGES[key])).toBe(MESSAGES[key]);
      expect(AUTH_TEXTS.has(MESSAGES[key])).toBe(true);
    }
    expect(AUTH_TEXTS.has(PASSWORDS_DIFFER)).toBe(true);
  });
});
