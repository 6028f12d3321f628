import * as z from 'zod/mini';
import {
  forgotPasswordSchema,
  MESSAGES,
  resetPasswordSchema,
  signUpSchema,
} from '@core/contract/auth';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** An empty date input means "not given"; anything else must be a valid date of birth. */
export const optionalDateOfBirth = z
  .string()
  .check(
    z.refine(
      (v) => v === '' || signUpSchema.shape.dateOfBirth.safeParse(v).success,
      MESSAGES.invalidDate,
    ),
  );

export const forgotFormSchema = z.object({
  email: forgotPasswordSchema.shape.email,
  dateOfBirth: optionalDateOfBirth,
});
export type ForgotFormInput = z.input<typeof forgotFormSchema>;
export type ForgotFormOutput = z.output<typeof forgotFormSchema>;

export const resetFormSchema = z
  .object({
    password: resetPasswordSchema.shape.password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: PASSWORDS_DIFFER,
      path: ['confirmPassword'],
    }),
  );
export type ResetFormInput = z.input<typeof resetFormSchema>;

export function isResetToken(token: string | null): token is string {
  return token !== null && resetPasswordSchema.shape.token.safeParse(token).success;
}
