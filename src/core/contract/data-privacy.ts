import * as z from 'zod/mini';

/** Deleting the account asks for the password again: a borrowed, unlocked phone is not enough. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .check(z.minLength(1, 'Please enter your password'), z.maxLength(1024, 'Password is too long')),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * Optional processing the account may withdraw (DPDP Act 2023, s. 6(4): as easy as giving it):
 * reminder emails and the daily health tip. Both start on; each switch takes effect at once.
 */
export const privacyChoicesSchema = z.object({
  reminderEmails: z.boolean({ error: 'Reminder emails must be on or off' }),
  healthTips: z.boolean({ error: 'Health tips must be on or off' }),
});
export type PrivacyChoices = z.infer<typeof privacyChoicesSchema>;

/** A change of one or both switches; an empty change is refused. */
export const privacyChoicesPatchSchema = z
  .strictObject({
    reminderEmails: z.optional(z.boolean({ error: 'Reminder emails must be on or off' })),
    healthTips: z.optional(z.boolean({ error: 'Health tips must be on or off' })),
  })
  .check(
    z.refine((v) => v.reminderEmails !== undefined || v.healthTips !== undefined, {
      error: 'Choose a setting to change',
    }),
  );
export type PrivacyChoicesPatch = z.infer<typeof privacyChoicesPatchSchema>;

export const DEFAULT_PRIVACY_CHOICES: PrivacyChoices = { reminderEmails: true, healthTips: true };
