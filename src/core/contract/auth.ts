import * as z from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import {
  EMAIL_PATTERN,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_PATTERN,
} from './auth-rules';
import { textParamsSchema } from './common';
import { consentFields } from './consent';
import { isoDate } from './dates';

export * from './auth-rules';

/** An email as the API takes it: trimmed, the spec's pattern, lower case. */
export const emailSchema = z.pipe(
  z
    .string({ error: MESSAGES.invalidEmail })
    .check(
      z.trim(),
      z.maxLength(254, MESSAGES.invalidEmail),
      z.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
    ),
  z.transform((v: string) => v.toLowerCase()),
);

const email = emailSchema;

const password = z
  .string({ error: MESSAGES.shortPassword })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, MESSAGES.shortPassword),
    z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.longPassword),
  );

function todayUtc(): string {
  // A day of slack so that someone east of UTC born "today" is not refused.
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

const dateOfBirth = isoDate(MESSAGES.invalidDate).check(
  z.refine((v) => v >= '1900-01-01' && v <= todayUtc(), MESSAGES.invalidDate),
);

const optionalDateOfBirth = z.pipe(
  z.nullish(dateOfBirth),
  z.transform((v: string | null | undefined) => v ?? null),
);

/** An account's language: one the app speaks (core/i18n/languages.ts). */
const language = z.enum(LANGUAGES, { error: 'Language must be English or Hindi' });

/**
 * Sign-up needs the explicit consent to the current policies (ADR 029), after the other fields.
 * The language is the one the screen was in, so the account starts in it (absent: the default).
 */
export const signUpSchema = z.object({
  email,
  password,
  dateOfBirth: optionalDateOfBirth,
  language: z.optional(language),
  ...consentFields,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  // Sign-in checks only presence: an old password shorter than today's rule must still work.
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(1024, 'Password is too long')),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email, dateOfBirth: optionalDateOfBirth });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete' })
    .check(z.regex(RESET_TOKEN_PATTERN, 'The reset link is incomplete')),
  password,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(
      z.minLength(1, 'Current password is required'),
      z.maxLength(1024, 'Password is too long'),
    ),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The profile's fields, all required; updates take any of them. */
export const profileFieldsSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Username is required'),
      z.maxLength(50, 'Username must be at most 50 characters'),
    ),
  dateOfBirth: z.nullable(dateOfBirth),
  timeZone: z
    .string({ error: 'Please choose a valid time zone' })
    .check(z.refine(isTimeZone, 'Please choose a valid time zone')),
  language,
});

export const updateProfileSchema = z
  .partial(profileFieldsSchema)
  .check(z.refine((v) => Object.keys(v).length > 0, 'Nothing to update'));
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Spec §3: the session user the client keeps under auth_user. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const accountSchema = z.extend(sessionUserSchema, {
  dateOfBirth: z.nullable(z.string()),
  timeZone: z.string(),
  language: z.enum(LANGUAGES),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  /** The policies' version this account accepted (null: none) and when (ADR 029). */
  policyVersion: z.nullable(z.number()),
  policyAcceptedAt: z.nullable(z.string()),
  /**
   * Whether the account must accept the current policies before using the app (the server
   * decides with core/policies' rule, so the app's first load carries neither rule nor version).
   */
  policyConsentNeeded: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const fixFamilyMemberNamesSchema = z.object({
  // The spec's client sends these; the server uses the session's user and its current username.
  userId: z.optional(z.string({ error: 'userId must be text' }).check(z.maxLength(200))),
  username: z.optional(z.string({ error: 'username must be text' }).check(z.maxLength(200))),
});

/** Every 4xx/5xx body; `params` when the message has figures the client words itself. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  params: z.optional(textParamsSchema),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The auth routes' answers that are not errors: the English the server sends as `message`, by
 * the stable `code` sent with it, which the client words in its language (ADR 026).
 */
export const AUTH_ANSWERS = {
  /** POST /api/auth/forgot-password, whether or not an account matched. */
  RESET_LINK_SENT:
    'If an account matches what you entered, we have emailed a link to reset your password. The link works once, for 1 hour.',
  /** POST /api/auth/reset-password. */
  PASSWORD_RESET: 'Your password has been changed. Please sign in with it.',
  /** POST /api/auth/change-password. */
  PASSWORD_CHANGED: 'Password changed. Your other devices have been signed out.',
} as const;
export type AuthAnswerCode = keyof typeof AUTH_ANSWERS;

export const authAnswerSchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(AUTH_ANSWERS) as [AuthAnswerCode, ...AuthAnswerCode[]]),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** The answer with `code`, as the server sends it. */
export function authAnswer(code: AuthAnswerCode): AuthAnswer {
  return { message: AUTH_ANSWERS[code], code };
}
