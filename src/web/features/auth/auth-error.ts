import { t } from '@lingui/core/macro';
import { ApiError, isNetworkError } from '@web/lib/api';
import { connectionError, serverMessage, type ErrorMessage } from '@web/lib/error-message';
import { i18n } from '@web/lib/i18n/i18n';
import { translateText } from '@web/lib/i18n/text-table';
import { AUTH_TEXTS } from './auth-texts';

/** Spec §8: the toast for a failed sign-in or sign-up. */
export function authFailureMessage(error: unknown): ErrorMessage {
  if (isNetworkError(error)) return connectionError();
  if (error instanceof ApiError) {
    const title =
      error.status === 401
        ? t`Invalid Credentials`
        : error.status === 400
          ? t`Invalid Input`
          : t`Authentication Failed`;
    // An admin disabled the account (ADR 034): said only after the right password.
    if (error.serverCode === 'ACCOUNT_DISABLED') {
      return {
        title,
        description: t`This account has been disabled. Please write to support if you think this is a mistake.`,
      };
    }
    const message = serverMessage(error);
    return {
      title,
      description: message ? translateText(i18n, AUTH_TEXTS, message) : t`Authentication failed`,
    };
  }
  return {
    title: t`Authentication Failed`,
    description:
      error instanceof Error && error.message
        ? translateText(i18n, AUTH_TEXTS, error.message)
        : t`Authentication failed`,
  };
}
