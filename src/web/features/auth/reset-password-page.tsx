import { Suspense } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, CircleExclamationPoint } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthAnswer } from '@core/contract/auth';
import { i18n } from '@web/lib/i18n/i18n';
import { translateText } from '@web/lib/i18n/text-table';
import { describedBy, Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';
import { ApiError, apiJson } from '@web/lib/api';
import { describeError, serverMessage } from '@web/lib/error-message';
import { authAnswerText } from './auth-answer-text';
import { AuthSubmit } from './auth-submit';
import { AUTH_TEXTS } from './auth-texts';
import { AuthPageFrame } from './auth-page-frame';
import { BackToSignIn } from './back-to-sign-in';
import { checkResetForm, isResetToken, type ResetFormValues } from './password-forms';
import { usePlainForm } from './password-forms-state';
import { lazy } from '@web/lib/lazy';

// Shown below the field; its code is not in the page's first load (sign-in-form.tsx says why).
const PasswordRules = lazy(() => import('./password-rules'));

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const message = serverMessage(error);
    if (message) return translateText(i18n, AUTH_TEXTS, message);
  }
  return describeError(error).description;
}

const EMPTY: ResetFormValues = { password: '', confirmPassword: '' };

function AskForNewLink() {
  return (
    <Link
      href="/forgot-password"
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
    >
      <Trans>Ask for a new link</Trans>
    </Link>
  );
}

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const { t } = useLingui();

  if (!isResetToken(token)) {
    return (
      <AuthPageFrame title={t`Reset password`}>
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <Trans>
            This reset link is incomplete. Please open the link from your email again, or ask for a
            new one.
          </Trans>
        </div>
        <div className="mt-4 flex flex-wrap gap-x-6">
          <AskForNewLink />
          <BackToSignIn />
        </div>
      </AuthPageFrame>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = usePlainForm(EMPTY, checkResetForm);
  const { password } = form.values;
  const mutation = useMutation({
    mutationFn: (values: ResetFormValues) =>
      apiJson<AuthAnswer>('POST', '/api/auth/reset-password', {
        token,
        password: values.password,
      }),
    // The page shows the failure itself, with a way to ask for a new link.
    meta: { silentErrors: true },
  });
  const { t, i18n } = useLingui();
  const errors = {
    password: translateText(i18n, AUTH_TEXTS, form.errors.password),
    confirmPassword: translateText(i18n, AUTH_TEXTS, form.errors.confirmPassword),
  };

  if (mutation.isSuccess) {
    return (
      <AuthPageFrame title={t`Password changed`}>
        <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">{authAnswerText(i18n, mutation.data)}</p>
        </div>
        <div className="mt-4">
          <BackToSignIn label={t`Sign in with your new password`} />
        </div>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame
      title={t`Choose a new password`}
      intro={t`Your new password signs out every other device.`}
    >
      {mutation.isError ? (
        <div role="alert" className="mb-4 flex gap-3 rounded-xl bg-red-50 p-4 text-red-900">
          <CircleExclamationPoint className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="text-sm">
            <p>{failureText(mutation.error)}</p>
            <AskForNewLink />
          </div>
        </div>
      ) : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <div className="space-y-1.5">
          <Field id="reset-password" label={t`New password`} error={errors.password}>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('reset-password', {
                error: errors.password,
                extra: 'reset-password-rules',
              })}
              {...form.field('password')}
            />
          </Field>
          <Suspense fallback={null}>
            <PasswordRules id="reset-password-rules" password={password} showAllGood />
          </Suspense>
        </div>
        <Field id="reset-confirm" label={t`Confirm new password`} error={errors.confirmPassword}>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describedBy('reset-confirm', { error: errors.confirmPassword })}
            {...form.field('confirmPassword')}
          />
        </Field>
        <AuthSubmit
          pending={mutation.isPending}
          label={t`Save new password`}
          pendingLabel={t`Saving...`}
        />
      </form>
      <div className="mt-4 text-center">
        <BackToSignIn />
      </div>
    </AuthPageFrame>
  );
}
