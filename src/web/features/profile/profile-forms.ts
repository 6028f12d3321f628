import * as z from 'zod/mini';
import { changePasswordSchema, profileFieldsSchema } from '@core/contract/auth';
import { optionalDateOfBirth, PASSWORDS_DIFFER } from '@web/features/auth/password-forms';

const profile = profileFieldsSchema.shape;

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
