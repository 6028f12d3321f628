import { i18n } from '@web/lib/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { describeError } from '@web/lib/error-message';
import { formText } from './form-texts';

/**
 * What the server said about a save (its 400 message: core's words, translated when known), for
 * the line above the Save button.
 */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return formText(i18n, error.serverMessage);
  const { title, description } = describeError(error);
  return `${title}: ${description}`;
}
