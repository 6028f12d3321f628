/**
 * The rules of the forgot- and reset-password forms, without zod: these pages' first load stays
 * as small as the sign-in page's. password-forms.test.ts checks that they judge as the contract's
 * schemas do.
 */
import {
  isValidEmail,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@core/contract/auth-rules';
import { isCalendarDate } from '@core/contract/date-rules';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** A field's first problem, by field name; a field without a problem has no entry. */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** The contract's email schema also refuses addresses longer than this (after trimming). */
const EMAIL_MAX_LENGTH = 254;

export function emailError(value: string): string | undefined {
  return isValidEmail(value) && value.trim().length <= EMAIL_MAX_LENGTH
    ? undefined
    : MESSAGES.invalidEmail;
}

export function newPasswordError(value: string): string | undefined {
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.shortPassword;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.longPassword;
  return undefined;
}

/** As the contract: a day of slack so that someone east of UTC born "today" is not refused. */
function latestDateOfBirth(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** A real calendar date, YYYY-MM-DD, from 1900 to today. */
export function isValidDateOfBirth(value: string): boolean {
  return isCalendarDate(value) && value >= '1900-01-01' && value <= latestDateOfBirth();
}

/** An empty date input means "not given"; anything else must be a valid date of birth. */
export function optionalDateOfBirthError(value: string): string | undefined {
  return value === '' || isValidDateOfBirth(value) ? undefined : MESSAGES.invalidDate;
}

export interface ForgotFormValues {
  email: string;
  dateOfBirth: string;
}

export function checkForgotForm(values: ForgotFormValues): FormErrors<ForgotFormValues> {
  const errors: FormErrors<ForgotFormValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const dateOfBirth = optionalDateOfBirthError(values.dateOfBirth);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  return errors;
}

/** The body of POST /api/auth/forgot-password: the email as the contract stores it. */
export function forgotRequest(values: ForgotFormValues) {
  return {
    email: values.email.trim().toLowerCase(),
    dateOfBirth: values.dateOfBirth || null,
  };
}

export interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

export function checkResetForm(values: ResetFormValues): FormErrors<ResetFormValues> {
  const errors: FormErrors<ResetFormValues> = {};
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (values.password !== values.confirmPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

export { isResetToken, RESET_TOKEN_PATTERN } from '@core/contract/auth-rules';

/**
 * After the first submit, a field's error follows its value as it changes; other fields keep
 * theirs until they change or the form is sent again (react-hook-form's default, kept as it was).
 */
export function errorsAfterChange<K extends string>(
  errors: Partial<Record<K, string>>,
  name: K,
  found: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const next: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (key !== name) next[key] = errors[key];
  }
  if (found[name]) next[name] = found[name];
  return next;
}

/** The first field, in form order, that has an error: it gets the focus. */
export function firstErrorField<K extends string>(
  order: readonly K[],
  errors: Partial<Record<K, string>>,
): K | undefined {
  return order.find((name) => errors[name]);
}
