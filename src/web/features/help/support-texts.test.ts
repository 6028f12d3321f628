import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@core/contract/support';
import { i18n } from '@web/lib/i18n/i18n';
import { SUPPORT_TEXTS } from './support-texts';

describe('the contact form’s texts from the contract', () => {
  it('each have, in English, exactly the text they stand for, and cover every rule', () => {
    for (const [english, message] of SUPPORT_TEXTS) expect(i18n._(message)).toBe(english);
    expect([...SUPPORT_TEXTS.keys()].sort()).toEqual(Object.values(SUPPORT_MESSAGES).sort());
  });
});
