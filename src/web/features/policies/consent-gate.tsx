import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { POLICY_VERSION } from '@core/policies/version';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { logout } from '@web/features/auth/auth-store';
import { authUserKey, type AccountAnswer } from '@web/features/auth/queries';
import { apiJson } from '@web/lib/api';
import ConsentNotice from './consent-notice';

/**
 * Issue 12: the policies changed since this account accepted them. Nothing else of the app shows
 * until the person accepts the current version (stored with the time) or signs out.
 */
export default function ConsentGate() {
  const [accepted, setAccepted] = useState<number | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const mutation = useMutation({
    mutationFn: () =>
      apiJson<AccountAnswer>('POST', '/api/auth/consent', {
        acceptPolicies: true,
        policyVersion: accepted ?? POLICY_VERSION,
      }),
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData<AccountAnswer>(authUserKey, answer);
    },
  });
  return (
    <div className="min-h-dvh bg-slate-100">
      <main
        aria-labelledby="consent-title"
        className="mx-auto w-full max-w-[480px] space-y-4 bg-slate-50 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-8"
      >
        <h1 id="consent-title" className="text-2xl font-bold text-slate-900">
          <Trans>Our policies have changed</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            We have updated our Terms & Conditions, Privacy Policy and Refund Policy. Please read
            them and accept to keep using MedMitra.
          </Trans>
        </p>
        <ConsentNotice version={accepted} onChange={setAccepted} Heading="h2" />
        <Button
          size="lg"
          className="w-full"
          disabled={accepted === null || mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? <Spinner /> : null}
          {t`Accept and continue`}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void logout();
          }}
        >
          {signingOut ? <Spinner /> : <LogOut className="size-5" aria-hidden="true" />}
          {t`Sign out`}
        </Button>
      </main>
    </div>
  );
}
