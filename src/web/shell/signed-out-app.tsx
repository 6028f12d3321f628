import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { signedOutPageAt } from '@core/routes/prerendered-pages';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { PageShownMarker } from '@web/lib/page-shown';
import { preloadable } from '@web/lib/preloadable';

// Each page its own chunk: the password pages' first load carries no sign-in form.
const SignInPage = preloadable(async () => ({
  default: (await import('@web/features/auth/sign-in-page')).SignInPage,
}));
const ForgotPasswordPage = preloadable(() => import('@web/features/auth/forgot-password-page'));
const ResetPasswordPage = preloadable(() => import('@web/features/auth/reset-password-page'));

/** Loads the code of the page shown at `path` before a prerendered copy of it is hydrated. */
export async function preloadPageAt(path: string): Promise<void> {
  const page = signedOutPageAt(path);
  if (page === 'forgot-password') await ForgotPasswordPage.preload();
  else if (page === 'reset-password') await ResetPasswordPage.preload();
  else await SignInPage.preload();
}

/** Spec §2: signed-out routes; every other path shows the sign-in page. */
export default function SignedOutApp() {
  const client = useQueryClient();
  // Signed out: a saved copy of the last account's answers (a sign-out reload cut its delete
  // short) leaves the device (ADR 022).
  useEffect(() => {
    void import('@web/features/offline/account-cache').then((m) => m.keepAccountCache(client));
  }, [client]);
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
      <PageShownMarker />
    </Suspense>
  );
}
