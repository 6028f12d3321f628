import * as z from 'zod/mini';
import { changePasswordSchema, MESSAGES, profileFieldsSchema } from '@core/contract/auth';
import { PASSWORDS_DIFFER } from '@web/features/auth/password-forms';

const profile = profileFieldsSchema.shape;

/** An empty date input means "not given"; anything else must be a valid date of birth. */
export const optionalDateOfBirth = z
  .string()
  .check(
    z.refine((v) => v === '' || profile.dateOfBirth.safeParse(v).success, MESSAGES.invalidDate),
  );

export const accountFormSchema = z.object({
  username: profile.username,
  dateOfBirth: optionalDateOfBirth,
  timeZone: profile.timeZone,
  language: profile.language,
});
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountFormOutput = z.output<typeof accountFormSchema>;

export const changePasswordFormSchema = z
  .extend(changePasswordSchema, { confirmPassword: z.string() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: PASSWORDS_DIFFER,
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
