import { saveErrorText as formSaveErrorText } from '@web/lib/save-error';
import { FORM_TEXTS } from './form-texts';

/**
 * What the server said about a save, for the line above the Save button: core's words (its 400
 * messages) translated when known, else the server's message for its code.
 */
export function saveErrorText(error: unknown): string {
  return formSaveErrorText(error, FORM_TEXTS);
}
