import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Account } from '@core/contract/auth';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@core/i18n/languages';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { translateText } from '@web/lib/i18n/text-table';
import { LANGUAGE_NAMES } from './language-names';
import { PROFILE_TEXTS } from './profile-texts';
import { accountFormSchema, type AccountFormInput, type AccountFormOutput } from './profile-forms';
import { useUpdateProfile } from './mutations';
import { timeZoneOptions, timeZoneText } from './time-zones';

/** The account details form; loaded on demand by the profile page (account-section.tsx). */
export function AccountForm({ account, onClose }: { account: Account; onClose: () => void }) {
  const form = useForm<AccountFormInput, unknown, AccountFormOutput>({
    resolver: zodResolver(accountFormSchema),
    values: {
      username: account.username,
      dateOfBirth: account.dateOfBirth ?? '',
      timeZone: account.timeZone || 'Asia/Kolkata',
      language: account.language,
    },
  });
  const update = useUpdateProfile();
  const { i18n, t } = useLingui();
  const { errors, isDirty } = form.formState;
  const { setFocus } = form;

  // The "Edit details" button is gone: its focus moves to the first field.
  useEffect(() => setFocus('username'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit((values) =>
        update.mutate(
          { ...values, dateOfBirth: values.dateOfBirth || null },
          { onSuccess: onClose },
        ),
      )}
    >
      <Field
        id="profile-username"
        label={t`Username`}
        error={translateText(i18n, PROFILE_TEXTS, errors.username?.message)}
      >
        <Input
          id="profile-username"
          autoComplete="nickname"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy('profile-username', { error: errors.username })}
          {...form.register('username')}
        />
      </Field>
      <Field id="profile-email" label={t`Email`} hint={t`Your email is how you sign in.`}>
        <Input
          id="profile-email"
          type="email"
          value={account.email}
          readOnly
          className="bg-slate-100 text-slate-700"
          aria-describedby="profile-email-hint"
        />
      </Field>
      <Field
        id="profile-dob"
        label={t`Date of birth (optional)`}
        hint={t`It helps you recover your password.`}
        error={translateText(i18n, PROFILE_TEXTS, errors.dateOfBirth?.message)}
      >
        <Input
          id="profile-dob"
          type="date"
          min="1900-01-01"
          aria-invalid={errors.dateOfBirth ? true : undefined}
          aria-describedby={describedBy('profile-dob', { hint: true, error: errors.dateOfBirth })}
          {...form.register('dateOfBirth')}
        />
      </Field>
      <Field
        id="profile-timezone"
        label={t`Time zone`}
        error={translateText(i18n, PROFILE_TEXTS, errors.timeZone?.message)}
      >
        <Select id="profile-timezone" {...form.register('timeZone')}>
          {timeZoneOptions(account.timeZone).map((option) => (
            <option key={option.value} value={option.value}>
              {timeZoneText(i18n, option)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="profile-language" label={t`Language`}>
        <Select id="profile-language" {...form.register('language')}>
          {LANGUAGES.map((language) => (
            <option
              key={language}
              value={language}
              lang={language === DEFAULT_LANGUAGE ? undefined : language}
            >
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex gap-3">
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className="flex-1" disabled={update.isPending || !isDirty}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
