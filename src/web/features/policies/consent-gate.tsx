import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { POLICY_VERSION } from '@core/policies/version';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { logout } from '@web/session/auth-store';
import { authUserKey, type AccountAnswer } from '@web/session/queries';
import { apiJson } from '@web/lib/api';
import ConsentNotice from './consent-notice';

/**
 * ADR 029: the policies changed since this account accepted them. A modal dialog over the whole
 * screen (the browser makes the rest of the app inert; Escape does not close it) until the person
 * accepts the current version (stored with the time) or signs out. It comes with the shell's
 * after-the-page-has-shown part, so no route's first load carries it.
 */
export default function ConsentGate() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Reading starts at the title, not at the first link the browser would focus.
    element?.querySelector<HTMLElement>('#consent-title')?.focus();
  }, []);
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
    <dialog
      ref={dialog}
      aria-labelledby="consent-title"
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-slate-100 p-0"
    >
      <div className="mx-auto min-h-dvh w-full max-w-[480px] space-y-4 bg-slate-50 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))] pb-8">
        <h1
          id="consent-title"
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
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
          {/* No icon: Profile's sign-out icon shared with this lazy chunk would become a chunk of
              its own, one more request in /profile's first load. */}
          {signingOut ? <Spinner /> : null}
          {t`Sign out`}
        </Button>
      </div>
    </dialog>
  );
}
