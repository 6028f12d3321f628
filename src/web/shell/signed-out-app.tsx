import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { SignInPage } from '@web/features/auth/sign-in-page';

const ForgotPasswordPage = lazy(() => import('@web/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@web/features/auth/reset-password-page'));

/** Spec §2: signed-out routes; every other path shows the sign-in page. */
export default function SignedOutApp() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path="/forgot-password">
          <ForgotPasswordPage />
        </Route>
        <Route path="/reset-password">
          <ResetPasswordPage />
        </Route>
        <Route>
          <SignInPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
