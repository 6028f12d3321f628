import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CAREGIVER_MESSAGES } from '@core/contract/caregiver-rules';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { ApiError } from '@web/lib/api';
import { describeError } from '@web/lib/error-message';

/** "30 minutes", "1 hour", "1.5 hours" after the dose time, in the active language. */
export function delayText(i18n: I18n, minutes: number): string {
  if (minutes < 60) return i18n._(msg`${minutes} minutes`);
  const hours = Math.round((minutes / 60) * 100) / 100;
  if (Number.isInteger(hours)) return i18n._(plural(hours, { one: '# hour', other: '# hours' }));
  return i18n._(msg`${hours} hours`);
}

/** Core's caregiver messages in the active language (ADR 026: the web words core's texts). */
const KNOWN: Record<string, MessageDescriptor> = {
  [CAREGIVER_MESSAGES.delay]: msg`Please choose when to alert: between 30 minutes and 4 hours after the dose time`,
  [CAREGIVER_MESSAGES.ownEmail]: msg`You cannot invite yourself: please enter the email of the person who will help`,
  [CAREGIVER_MESSAGES.alreadyCaregiver]: msg`This person already helps care for this family member`,
  [CAREGIVER_MESSAGES.tooMany]: msg`A family member can have at most 5 caregivers and open invitations together. Remove one to invite someone else.`,
  [CAREGIVER_MESSAGES.invalidLink]: msg`This invitation link is invalid or has expired. Please ask for a new one.`,
  [CAREGIVER_MESSAGES.otherEmail]: msg`This invitation was sent to another email address. Please sign in with the address it was sent to.`,
  [CAREGIVER_MESSAGES.incompleteLink]: msg`The invitation link is incomplete`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
};

/** What went wrong with a caregiver request, for the line under the form or the page. */
export function caregiverError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    const known = KNOWN[error.serverMessage];
    if (known) return i18n._(known);
  }
  return describeError(error).description;
}
