import { ApiError, isNetworkError, OfflineError } from './api';
import { OFFLINE_TEXT } from './offline-texts';

export interface ErrorMessage {
  title: string;
  description: string;
}

export const CONNECTION_ERROR: ErrorMessage = {
  title: 'Connection Error',
  description:
    'Unable to connect to the server. Please check your internet connection and try again.',
};

export const OFFLINE_WRITE_REFUSED: ErrorMessage = {
  title: OFFLINE_TEXT.writeRefusedTitle,
  description: OFFLINE_TEXT.writeRefusedDescription,
};

/** What to tell a person about a failed request; the server's own message when it gave one. */
export function describeError(error: unknown): ErrorMessage {
  if (error instanceof OfflineError) return OFFLINE_WRITE_REFUSED;
  if (isNetworkError(error)) return CONNECTION_ERROR;
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    if (error.status === 401) {
      return {
        title: 'Signed Out',
        description: 'Your session has ended. Please sign in again.',
      };
    }
    if (error.status === 429) {
      return {
        title: 'Too Many Requests',
        description: message ?? 'Please wait a moment and try again.',
      };
    }
    if (error.status >= 500) {
      return {
        title: 'Something Went Wrong',
        description: message ?? 'Please try again in a moment.',
      };
    }
    return { title: 'Request Failed', description: message ?? error.message };
  }
  return {
    title: 'Something Went Wrong',
    description: error instanceof Error && error.message ? error.message : 'Please try again.',
  };
}
