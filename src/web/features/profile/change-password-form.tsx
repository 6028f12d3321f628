import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
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

/** The change-password form; loaded on demand by the profile page (password-section.tsx). */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const change = useChangePassword();
  const { errors } = form.formState;
  const { setFocus } = form;

  // The "Change password" button is gone: its focus moves to the first field.
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword: next }) =>
        change.mutate({ currentPassword, newPassword: next }, { onSuccess: onClose }),
      )}
    >
      <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
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
      <div className="flex gap-3">
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
