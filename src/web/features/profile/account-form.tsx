import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Account } from '@core/contract/auth';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, Field } from '@web/components/ui/field';
import { Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { accountFormSchema, type AccountFormInput, type AccountFormOutput } from './profile-forms';
import { useUpdateProfile } from './queries';
import { timeZoneOptions } from './time-zones';

export function AccountForm({ account }: { account: Account }) {
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
  const { errors, isDirty } = form.formState;

  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title" className="text-lg font-semibold text-slate-900">
        Account details
      </h2>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit((values) =>
          update.mutate({ ...values, dateOfBirth: values.dateOfBirth || null }),
        )}
      >
        <Field id="profile-username" label="Username" error={errors.username?.message}>
          <Input
            id="profile-username"
            autoComplete="nickname"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy('profile-username', { error: errors.username })}
            {...form.register('username')}
          />
        </Field>
        <Field id="profile-email" label="Email" hint="Your email is how you sign in.">
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
          label="Date of birth (optional)"
          hint="It helps you recover your password."
          error={errors.dateOfBirth?.message}
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
        <Field id="profile-timezone" label="Time zone" error={errors.timeZone?.message}>
          <Select id="profile-timezone" {...form.register('timeZone')}>
            {timeZoneOptions(account.timeZone).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label === option.value ? option.value : `${option.label} · ${option.value}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="profile-language" label="Language">
          <Select id="profile-language" {...form.register('language')}>
            <option value="en">English</option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </Select>
        </Field>
        <Button type="submit" className="w-full" disabled={update.isPending || !isDirty}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Card>
  );
}
