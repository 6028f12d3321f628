import { ApiError } from '@web/lib/api';
import { describeError } from '@web/lib/error-message';

/** What the server said about a save (its 400 message), for the line above the Save button. */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  const { title, description } = describeError(error);
  return `${title}: ${description}`;
}
