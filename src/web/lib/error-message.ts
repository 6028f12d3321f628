import { t } from '@lingui/core/macro';
import { ApiError, isNetworkError, OfflineError } from './api';
import { activeLocale } from './i18n/locale';

export interface ErrorMessage {
  title: string;
  description: string;
}

/** Built when shown (not at module load), so that it is in the language on screen then. */
export function connectionError(): ErrorMessage {
  return {
    title: t`Connection Error`,
    description: t`Unable to connect to the server. Please check your internet connection and try again.`,
  };
}

/**
 * A write (other than Taken) tried offline: nothing was sent and nothing changed. Here, not in
 * offline-texts.ts: the password pages' first load shows errors, and carried that module for
 * these two sentences.
 */
export function offlineWriteRefused(): ErrorMessage {
  return {
    title: t`You are offline`,
    description: t`Nothing was saved. Connect to the internet and try again.`,
  };
}

/**
 * What the server said, for the screen (ADR 026). The server answers English and a stable `code`:
 * in English its message is shown as it is; in another language a message the client knows for
 * that code, else the server's English (better than nothing).
 */
export function serverMessage(error: ApiError): string | null {
  const message = error.serverMessage;
  if (activeLocale() === 'en') return message;
  switch (error.serverCode) {
    case 'RATE_LIMITED':
      return t`Too many attempts. Please wait a few minutes and try again.`;
    case 'INVALID_CREDENTIALS':
      return t`Invalid email or password`;
    case 'EMAIL_TAKEN':
      return t`An account with this email already exists. Please sign in.`;
    case 'INVALID_TOKEN':
      return t`This reset link is invalid or has expired. Please ask for a new one.`;
    case 'WRONG_PASSWORD':
      return t`Your current password is not correct`;
    case 'COMMON_PASSWORD':
      return t`This password is too common and easy to guess. Please choose a less common one.`;
    case 'UNAUTHORIZED':
      return t`Please sign in to continue`;
    case 'MEMBER_NOT_FOUND':
      return t`Family member not found`;
    case 'PERIOD_NOT_FOUND':
      return t`Period not found`;
    case 'PERIOD_TAKEN':
      return t`A period starting on this date is already logged: please edit that one`;
    case 'CROSS_SITE':
      return t`Requests from other sites are not allowed`;
    default:
      return message;
  }
}

/** What to tell a person about a failed request; the server's own message when it gave one. */
export function describeError(error: unknown): ErrorMessage {
  if (error instanceof OfflineError) return offlineWriteRefused();
  if (isNetworkError(error)) return connectionError();
  if (error instanceof ApiError) {
    const message = serverMessage(error);
    if (error.status === 401) {
      return {
        title: t`Signed Out`,
        description: t`Your session has ended. Please sign in again.`,
      };
    }
    if (error.status === 429) {
      return {
        title: t`Too Many Requests`,
        description: message ?? t`Please wait a moment and try again.`,
      };
    }
    if (error.status >= 500) {
      return {
        title: t`Something Went Wrong`,
        description: message ?? t`Please try again in a moment.`,
      };
    }
    return { title: t`Request Failed`, description: message ?? error.message };
  }
  return {
    title: t`Something Went Wrong`,
    description: error instanceof Error && error.message ? error.message : t`Please try again.`,
  };
}
