import { ApiError } from '@web/lib/api';
import { describeError, serverMessage } from '@web/lib/error-message';
import { i18n } from '@web/lib/i18n/i18n';
import { translateText, type TextTable } from '@web/lib/i18n/text-table';

/**
 * Why a form's save failed, in the active language: one of core's texts the form knows
 * (`texts`: the server answers core's validation messages word for word), the server's message
 * for its code, or the general description of the failure.
 */
export function saveErrorText(error: unknown, texts: TextTable): string {
  if (error instanceof ApiError && error.serverMessage) {
    return texts.has(error.serverMessage)
      ? translateText(i18n, texts, error.serverMessage)
      : (serverMessage(error) ?? error.serverMessage);
  }
  const { title, description } = describeError(error);
  return `${title}: ${description}`;
}
