import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { AuthAnswer } from '@core/contract/auth';
import { describedBy, Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { apiJson } from '@web/lib/api';
import { AuthSubmit } from './auth-submit';
import { AuthPageFrame } from './auth-page-frame';
import { BackToSignIn } from './back-to-sign-in';
import { authAnswerText } from './auth-answer-text';
import { AUTH_TEXTS } from './auth-texts';
import { translateText } from '@web/lib/i18n/text-table';
import { checkForgotForm, forgotRequest, type ForgotFormValues } from './password-forms';
import { usePlainForm } from './password-forms-state';

const EMPTY: ForgotFormValues = { email: '', dateOfBirth: '' };

function requestReset(values: ForgotFormValues) {
  return apiJson<AuthAnswer>('POST', '/api/auth/forgot-password', forgotRequest(values));
}

export default function ForgotPasswordPage() {
  const form = usePlainForm(EMPTY, checkForgotForm);
  const mutation = useMutation({ mutationFn: requestReset });
  const { t, i18n } = useLingui();
  const errors = {
    email: translateText(i18n, AUTH_TEXTS, form.errors.email),
    dateOfBirth: translateText(i18n, AUTH_TEXTS, form.errors.dateOfBirth),
  };

  if (mutation.isSuccess) {
    return (
      <AuthPageFrame title={t`Check your email`}>
        <div role="status" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">{authAnswerText(i18n, mutation.data)}</p>
        </div>
        <div className="mt-4">
          <BackToSignIn />
        </div>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame
      title={t`Forgot password`}
      intro={t`Enter the email you signed up with. If you gave your date of birth, enter it too. We will email you a link to choose a new password.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <Field id="forgot-email" label={t`Email`} error={errors.email}>
          <Input
            id="forgot-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('forgot-email', { error: errors.email })}
            {...form.field('email')}
          />
        </Field>
        <Field
          id="forgot-dob"
          label={t`Date of birth (if you gave it)`}
          hint={t`Leave empty if you did not add it when you signed up.`}
          error={errors.dateOfBirth}
        >
          <Input
            id="forgot-dob"
            type="date"
            min="1900-01-01"
            autoComplete="bday"
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={describedBy('forgot-dob', {
              hint: true,
              error: errors.dateOfBirth,
            })}
            {...form.field('dateOfBirth')}
          />
        </Field>
        <AuthSubmit
          pending={mutation.isPending}
          label={t`Send reset link`}
          pendingLabel={t`Sending...`}
        />
      </form>
      <div className="mt-4 text-center">
        <BackToSignIn />
      </div>
    </AuthPageFrame>
  );
}
