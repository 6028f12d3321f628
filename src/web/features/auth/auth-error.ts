import { ApiError, isNetworkError } from '@web/lib/api';
import { CONNECTION_ERROR, type ErrorMessage } from '@web/lib/error-message';

export const INVALID_USER_DATA = 'Invalid user data received from server';

/** Spec §8: the toast for a failed sign-in or sign-up. */
export function authFailureMessage(error: unknown): ErrorMessage {
  if (isNetworkError(error)) return CONNECTION_ERROR;
  if (error instanceof ApiError) {
    const title =
      error.status === 401
        ? 'Invalid Credentials'
        : error.status === 400
          ? 'Invalid Input'
          : 'Authentication Failed';
    return { title, description: error.serverMessage ?? 'Authentication failed' };
  }
  return {
    title: 'Authentication Failed',
    description: error instanceof Error && error.message ? error.message : 'Authentication failed',
  };
}
