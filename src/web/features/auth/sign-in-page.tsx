import { Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '@web/components/ui/card';
import { SIGN_UP_HASH } from '@web/demo/demo-keys';
import { useHydrated } from '@web/lib/use-hydrated';
import { wholeCatalogue } from '@web/lib/i18n/i18n';
import { preloadable } from '@web/lib/preloadable';
import { APP_VERSION } from '@web/lib/version';
import { AuthHeader } from './auth-header';
import { PolicyLinks } from './policy-links';
import { SignInForm, type AuthMode } from './sign-in-form';

// Below the form: the install card, what MedMitra does, the ad slot. The prerender loads them
// first (`preloadBelowForm`), so the prerendered page shows them; the browser does not wait for
// them to hydrate the form: React keeps their prerendered markup until their chunk is in. Drawn
// from scratch in another language, they wait for its whole catalogue (as `lazy` parts do).
const SignInMore = preloadable(async () => {
  const [module] = await Promise.all([import('./sign-in-more'), wholeCatalogue()]);
  return module;
});

/** For the prerender (ADR 020): the page's parts below the form, loaded before it renders. */
export const preloadBelowForm = SignInMore.preload;

// One element for every render: while the boundary waits for its chunk, a render of the page (the
// form becoming usable, say) must not reach it. React would otherwise give up hydrating it and
// swap the prerendered cards for the empty fallback, then back: a layout shift.
const belowForm = (
  <Suspense fallback={null}>
    <SignInMore />
  </Suspense>
);

/** Spec §2: the landing page for every signed-out path except the password pages. */
export function SignInPage() {
  const [chosen, setMode] = useState<AuthMode | null>(null);
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  // Until a mode is chosen: Create Account when Exit demo's "Create a free account" (web/demo)
  // led here, once hydrated (the prerendered page is the sign-in form).
  const mode = chosen ?? (hydrated && location.hash === `#${SIGN_UP_HASH}` ? 'signup' : 'signin');
  const signUp = mode === 'signup';

  return (
    <div className="min-h-dvh bg-slate-50">
      <AuthHeader />
      <main className="mx-auto -mt-8 w-full max-w-[480px] space-y-5 px-4 pb-10">
        <Card aria-labelledby="auth-title" className="p-6">
          <h2 id="auth-title" className="text-2xl font-bold text-slate-900">
            {signUp ? <Trans>Create Account</Trans> : <Trans>Welcome Back</Trans>}
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600">
            {signUp ? (
              <Trans>Start looking after your family&apos;s health in minutes.</Trans>
            ) : (
              <Trans>Sign in to look after your family&apos;s health.</Trans>
            )}
          </p>
          <SignInForm mode={mode} />
          <p className="mt-4 text-center text-sm text-slate-700">
            {signUp ? (
              <Trans>Already have an account?</Trans>
            ) : (
              <Trans>Don&apos;t have an account?</Trans>
            )}{' '}
            <button
              type="button"
              onClick={() => setMode(signUp ? 'signin' : 'signup')}
              disabled={!hydrated}
              className="inline-flex min-h-11 items-center px-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {signUp ? <Trans>Sign in</Trans> : <Trans>Sign up</Trans>}
            </button>
          </p>
          {/* Spec §2, PRODUCT §8: the demo runs the app in this browser (web/demo, ADR 038);
              its code loads when tapped. */}
          <button
            type="button"
            // No disabled look: the prerendered page must look as the hydrated one (ADR 020).
            className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-50 px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
            disabled={!hydrated}
            onClick={() =>
              void import('@web/demo/start-screen').then((demo) => demo.showDemoStart(queryClient))
            }
          >
            <Trans>Try demo mode</Trans>
          </button>
        </Card>

        {belowForm}

        <footer className="space-y-1 pt-2 text-center">
          <PolicyLinks />
          <p className="text-sm text-slate-600">
            <Trans>Version {APP_VERSION}</Trans>
          </p>
        </footer>
      </main>
    </div>
  );
}
