import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import PasswordRules from '@web/features/auth/password-rules';
import { translateText } from '@web/lib/i18n/text-table';
import { changePasswordFormSchema, type ChangePasswordFormInput } from './profile-forms';
import { PROFILE_TEXTS } from './profile-texts';
import { useChangePassword } from './mutations';

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
  const { i18n, t } = useLingui();
  const err = (name: keyof ChangePasswordFormInput) =>
    translateText(i18n, PROFILE_TEXTS, errors[name]?.message);
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
      <Field id="current-password" label={t`Current password`} error={err('currentPassword')}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          aria-invalid={errors.currentPassword ? true : undefined}
          aria-describedby={describedBy('current-password', { error: errors.currentPassword })}
          {...form.register('currentPassword')}
        />
      </Field>
      <div className="space-y-1.5">
        <Field id="new-password" label={t`New password`} error={err('newPassword')}>
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
      <Field id="confirm-password" label={t`Confirm new password`} error={err('confirmPassword')}>
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
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className="flex-1" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? <Trans>Changing...</Trans> : <Trans>Change password</Trans>}
        </Button>
      </div>
    </form>
  );
}
