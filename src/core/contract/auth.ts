import { z } from 'zod';

/** Spec §9: minimum password length. PRODUCT §2: at most 128. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §5: the "simple pattern" for an email: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters long',
  longPassword: 'Password must be at most 128 characters long',
  invalidDate: 'Please enter a valid date of birth',
} as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
}

const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((v) => v.toLowerCase());

const password = z
  .string({ error: MESSAGES.shortPassword })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.shortPassword)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.longPassword);

/** A calendar date, YYYY-MM-DD, that exists and is not in the future. */
export const isoDate = z
  .string({ error: MESSAGES.invalidDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, MESSAGES.invalidDate);

const dateOfBirth = isoDate.refine((v) => v >= '1900-01-01' && v <= todayUtc(), {
  message: MESSAGES.invalidDate,
});

function todayUtc(): string {
  // A day of slack so that someone east of UTC born "today" is not refused.
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export const signUpSchema = z.object({
  email,
  password,
  dateOfBirth: dateOfBirth.nullish().transform((v) => v ?? null),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  // Sign-in checks only presence: an old password shorter than today's rule must still work.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email,
  dateOfBirth: dateOfBirth.nullish().transform((v) => v ?? null),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'The reset link is incomplete'),
  password,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const updateProfileSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'Username is required')
      .max(50, 'Username must be at most 50 characters'),
    dateOfBirth: dateOfBirth.nullable(),
    timeZone: z.string().refine(isTimeZone, 'Please choose a valid time zone'),
    language: z.enum(['en', 'hi'], { error: 'Language must be English or Hindi' }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Spec §3: the session user the client keeps under auth_user. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const accountSchema = sessionUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  timeZone: z.string(),
  language: z.enum(['en', 'hi']),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const authAnswerSchema = z.object({ user: sessionUserSchema });
export const accountAnswerSchema = z.object({ user: accountSchema });

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const fixFamilyMemberNamesSchema = z.object({
  // The spec's client sends these; the server uses the session's user and its current username.
  userId: z.string().max(200).optional(),
  username: z.string().max(200).optional(),
});

export const messageAnswerSchema = z.object({ message: z.string() });

export const adsenseConfigSchema = z.object({ publisherId: z.string().nullable() });

/** Every 4xx/5xx body. */
export const apiErrorSchema = z.object({ message: z.string(), code: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
