import { Suspense, useCallback, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { SessionUser } from '@core/contract/auth';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { apiJson, apiRequest } from '@web/lib/api';
import { activeLocale } from '@web/lib/i18n/locale';
import { toast } from '@web/lib/toast-store';
import { INVALID_USER_DATA } from './auth-user-data';
import { FIELD_MESSAGES } from './field-messages';
import { isValidEmail, isValidPassword } from './credential-rules';
import { toSessionUser } from '@web/session/auth-storage';
import { afterSignInPath } from './after-sign-in';
import { login } from '@web/session/auth-store';
import { authUserKey } from '@web/session/queries';
import { lazy } from '@web/lib/lazy';

// ADR 029: the itemised notice and the consent box load only once "Create Account" is chosen,
// outside the sign-in page's first load.
const loadConsentNotice = () => import('@web/features/policies/consent-notice');
const ConsentNotice = lazy(loadConsentNotice);
// The password checklist shows once something is typed: not in the page's first load either.
const PasswordRules = lazy(() => import('./password-rules'));

export type AuthMode = 'signin' | 'signup';

interface Credentials {
  mode: AuthMode;
  email: string;
  password: string;
  dateOfBirth: string;
  /** Sign-up: the policies' version whose box was ticked, or null (the server then refuses). */
  acceptedVersion: number | null;
}

async function authenticate({ mode, email, password, dateOfBirth, acceptedVersion }: Credentials) {
  const body =
    mode === 'signin'
      ? { email, password }
      : {
          email,
          password,
          dateOfBirth: dateOfBirth || null,
          // A new account starts in the language chosen here (ADR 026), before its first session
          // answer would switch the screen back to the default.
          language: activeLocale(),
          acceptPolicies: acceptedVersion !== null,
          policyVersion: acceptedVersion,
        };
  const answer = await apiJson<{ user?: unknown }>('POST', `/api/auth/${mode}`, body);
  const user = toSessionUser(answer?.user);
  if (!user) throw new Error(INVALID_USER_DATA);
  return user;
}

function afterLogin(user: SessionUser, mode: AuthMode) {
  login(user);
  if (mode === 'signin') {
    // Spec §7: after sign-in only; a failure is ignored.
    apiRequest('POST', '/api/fix-family-member-names', {
      userId: user.id,
      username: user.username,
    }).catch(() => undefined);
  }
  setTimeout(() => navigate(afterSignInPath(location.pathname, location.search)), 100);
}

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function SignInForm({ mode }: { mode: AuthMode }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  // The notice reports the version it showed once its box is ticked (null: not ticked).
  const [acceptedVersion, setAcceptedVersion] = useState<number | null>(null);
  // The checklist tells whether the server's list of common passwords refuses it.
  const [tooCommon, setTooCommon] = useState(false);
  const signUp = mode === 'signup';
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  // What was typed into the prerendered form before the app ran is in the inputs, not in state:
  // take it over as they are hydrated, so that nothing typed early is lost (ADR 020). Stable
  // callbacks: they run when an input is attached, not on every render.
  const adoptEmail = useCallback((input: HTMLInputElement | null) => {
    if (input?.value) setEmail(input.value);
  }, []);
  const adoptPassword = useCallback((input: HTMLInputElement | null) => {
    if (input?.value) setPassword(input.value);
  }, []);

  const mutation = useMutation({
    mutationFn: authenticate,
    meta: { silentErrors: true },
    onSuccess: (user, variables) => {
      afterLogin(user, variables.mode);
      // The cached session answer is the signed-out one: fetch the account again.
      void queryClient.invalidateQueries({ queryKey: authUserKey });
    },
    // The failure's wording (and the server texts it translates) loads with the failure.
    onError: (error) =>
      void import('./auth-error').then(({ authFailureMessage }) =>
        toast({ variant: 'destructive', ...authFailureMessage(error) }),
      ),
  });

  const emailError = email && !isValidEmail(email) ? i18n._(FIELD_MESSAGES.invalidEmail) : '';
  const canSubmit =
    !mutation.isPending &&
    isValidEmail(email) &&
    isValidPassword(password) &&
    password !== '' &&
    (!signUp || (acceptedVersion !== null && !tooCommon));

  /** Spec §5: an invalid field is named in a toast as well as inline. */
  const validate = (): boolean => {
    if (!isValidEmail(email)) {
      toast({
        variant: 'destructive',
        title: t`Invalid Email`,
        description: t`Please enter a valid email address.`,
      });
      return false;
    }
    if (!isValidPassword(password)) {
      toast({
        variant: 'destructive',
        title: t`Invalid Password`,
        description: i18n._(FIELD_MESSAGES.shortPassword),
      });
      return false;
    }
    if (signUp && tooCommon) {
      void import('./password-verdict').then((m) => m.commonPasswordToast());
      return false;
    }
    if (signUp && acceptedVersion === null) {
      // Its wording comes with the notice (a chunk of its own, loaded with Create Account).
      void loadConsentNotice().then((m) => m.consentNeededToast());
      return false;
    }
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !validate()) return;
    mutation.mutate({ mode, email: email.trim(), password, dateOfBirth, acceptedVersion });
  };

  // The submit button is disabled while the form is invalid, so Enter would do nothing at all:
  // tell the user what is wrong instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const inField = event.target instanceof HTMLInputElement;
    if (event.key === 'Enter' && inField && !canSubmit && !mutation.isPending) {
      event.preventDefault();
      validate();
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="space-y-4"
      aria-busy={mutation.isPending}
    >
      <Field id="auth-email" label={t`Email`} error={emailError}>
        <Input
          id="auth-email"
          ref={adoptEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy('auth-email', { error: emailError })}
          required
        />
      </Field>

      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor="auth-password" className="block text-sm font-medium text-slate-800">
            {t`Password`}
          </label>
          {signUp ? null : (
            <Link
              href="/forgot-password"
              className="-my-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t`Forgot password?`}
            </Link>
          )}
        </div>
        <PasswordInput
          id="auth-password"
          ref={adoptPassword}
          autoComplete={signUp ? 'new-password' : 'current-password'}
          placeholder={signUp ? t`Create a password` : t`Enter your password`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={password ? 'auth-password-rules' : undefined}
          required
        />
        {password ? (
          <Suspense fallback={null}>
            <PasswordRules
              id="auth-password-rules"
              password={password}
              showAllGood={signUp}
              onCommonChange={setTooCommon}
            />
          </Suspense>
        ) : null}
      </div>

      {signUp ? (
        <Field
          id="auth-dob"
          label={t`Date of birth (optional)`}
          hint={t`Adding it helps you recover your password if you ever forget it.`}
        >
          <Input
            id="auth-dob"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={today()}
            value={dateOfBirth}
            onChange={(e) => setDateOfBirth(e.target.value)}
            aria-describedby={describedBy('auth-dob', { hint: true })}
          />
        </Field>
      ) : null}

      {signUp ? (
        <Suspense fallback={null}>
          <ConsentNotice version={acceptedVersion} onChange={setAcceptedVersion} />
        </Suspense>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending
          ? signUp
            ? t`Creating Account...`
            : t`Signing In...`
          : signUp
            ? t`Create Account`
            : t`Sign In`}
      </Button>
    </form>
  );
}
