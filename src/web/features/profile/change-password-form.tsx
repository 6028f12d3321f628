import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { PasswordRules } from '@web/features/auth/password-rules';
import { changePasswordFormSchema, type ChangePasswordFormInput } from './profile-forms';
import { useChangePassword } from './queries';

const EMPTY: ChangePasswordFormInput = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const change = useChangePassword();
  const { errors } = form.formState;

  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Changing your password signs out your other devices.
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit(({ currentPassword, newPassword: next }) =>
          change.mutate(
            { currentPassword, newPassword: next },
            { onSuccess: () => form.reset(EMPTY) },
          ),
        )}
      >
        <Field
          id="current-password"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy('current-password', { error: errors.currentPassword })}
            {...form.register('currentPassword')}
          />
        </Field>
        <div className="space-y-1.5">
          <Field id="new-password" label="New password" error={errors.newPassword?.message}>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              aria-invalid={errors.newPassword ? true : undefined}
              aria-describedby={describedBy('new-password', {
                error: errors.newPassword,
                extra: 'new-password-rules',
              })}
              {...form.register('newPassword')}
            />
          </Field>
          <PasswordRules id="new-password-rules" password={newPassword} showAllGood />
        </div>
        <Field
          id="confirm-password"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describedBy('confirm-password', { error: errors.confirmPassword })}
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
