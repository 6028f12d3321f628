import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import type { AuthAnswer } from '@core/contract/auth';

/**
 * An auth route's answer (the reset link sent, the password reset or changed) in the active
 * language, by its stable `code` (ADR 026); a code this client does not know, or none, shows the
 * server's English as it came.
 */
export function authAnswerText(
  i18n: I18n,
  answer: Pick<AuthAnswer, 'message'> & { code?: string | null },
): string {
  switch (answer.code) {
    case 'RESET_LINK_SENT':
      return i18n._(
        msg`If an account matches what you entered, we have emailed a link to reset your password. The link works once, for 1 hour.`,
      );
    case 'PASSWORD_RESET':
      return i18n._(msg`Your password has been changed. Please sign in with it.`);
    case 'PASSWORD_CHANGED':
      return i18n._(msg`Password changed. Your other devices have been signed out.`);
    default:
      return answer.message;
  }
}
