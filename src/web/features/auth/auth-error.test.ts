import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { activate } from '@web/lib/i18n/i18n';
import { authFailureMessage } from './auth-error';
import { INVALID_USER_DATA } from './auth-user-data';

const body = (message: string) => JSON.stringify({ message, code: 'x' });

describe('authFailureMessage (spec §8)', () => {
  it('titles a 401 "Invalid Credentials" with the server message', () => {
    expect(authFailureMessage(new ApiError(401, '', body('Invalid email or password')))).toEqual({
      title: 'Invalid Credentials',
      description: 'Invalid email or password',
    });
  });

  it('titles a 400 "Invalid Input"', () => {
    expect(authFailureMessage(new ApiError(400, '', body('Password is too common'))).title).toBe(
      'Invalid Input',
    );
  });

  it.each([409, 429, 500])('titles a %i "Authentication Failed"', (status) => {
    expect(authFailureMessage(new ApiError(status, '', body('Nope'))).title).toBe(
      'Authentication Failed',
    );
  });

  it('falls back to "Authentication failed" without a message field', () => {
    expect(authFailureMessage(new ApiError(500, 'Server Error', '')).description).toBe(
      'Authentication failed',
    );
  });

  it('reports a network failure as a connection error', () => {
    expect(authFailureMessage(new TypeError('Failed to fetch'))).toEqual({
      title: 'Connection Error',
      description:
        'Unable to connect to the server. Please check your internet connection and try again.',
    });
  });

  it('reports an answer without a usable user', () => {
    expect(authFailureMessage(new Error(INVALID_USER_DATA))).toEqual({
      title: 'Authentication Failed',
      description: 'Invalid user data received from server',
    });
  });
});

describe('authFailureMessage in Hindi (ADR 026)', () => {
  afterAll(() => activate('en'));

  it('words a common password by its code, whatever the English', async () => {
    await activate('hi');
    const refused = new ApiError(
      400,
      '',
      JSON.stringify({ message: 'Weak', code: 'COMMON_PASSWORD' }),
    );
    expect(authFailureMessage(refused).description).toBe(
      'यह पासवर्ड बहुत आम है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई कम आम पासवर्ड चुनें।',
    );
  });

  it('says a disabled account is disabled (ADR 034), in Hindi', async () => {
    await activate('hi');
    const disabled = new ApiError(
      403,
      '',
      JSON.stringify({ message: 'x', code: 'ACCOUNT_DISABLED' }),
    );
    expect(authFailureMessage(disabled)).toEqual({
      title: 'साइन इन नहीं हो सका',
      description:
        'यह खाता बंद कर दिया गया है। अगर आपको लगता है कि यह ग़लती है, तो कृपया सहायता टीम को लिखें।',
    });
  });
});
