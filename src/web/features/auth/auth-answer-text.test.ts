import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ANSWERS, authAnswer, type AuthAnswerCode } from '@core/contract/auth';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { authAnswerText } from './auth-answer-text';

const CODES = Object.keys(AUTH_ANSWERS) as AuthAnswerCode[];

describe('the auth routes’ answers on screen (ADR 026)', () => {
  afterAll(() => activate('en'));

  it('read in English exactly as the server sends them', async () => {
    await activate('en');
    for (const code of CODES)
      expect(authAnswerText(i18n, authAnswer(code))).toBe(AUTH_ANSWERS[code]);
  });

  it('read in Hindi by their code, whatever the English', async () => {
    await activate('hi');
    const hindi = (code: AuthAnswerCode) =>
      authAnswerText(i18n, { message: 'Reworded one day', code });
    expect(hindi('RESET_LINK_SENT')).toBe(
      'अगर आपकी दी गई जानकारी से कोई खाता मिलता है, तो हमने पासवर्ड बदलने का लिंक ईमेल कर दिया है। यह लिंक एक ही बार, 1 घंटे तक काम करेगा।',
    );
    expect(hindi('PASSWORD_RESET')).toBe('आपका पासवर्ड बदल गया है। कृपया नए पासवर्ड से साइन इन करें।');
    expect(hindi('PASSWORD_CHANGED')).toBe(
      'पासवर्ड बदल गया। आपके बाकी डिवाइस से साइन आउट कर दिया गया है।',
    );
  });

  it("show the server's English for an unknown code or none", async () => {
    await activate('hi');
    expect(authAnswerText(i18n, { message: 'Something new', code: 'NEWER' })).toBe('Something new');
    expect(authAnswerText(i18n, { message: AUTH_ANSWERS.PASSWORD_RESET })).toBe(
      AUTH_ANSWERS.PASSWORD_RESET,
    );
  });
});
