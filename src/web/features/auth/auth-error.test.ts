import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
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
