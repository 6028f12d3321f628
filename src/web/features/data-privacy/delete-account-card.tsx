import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { forgetAuthUser } from '@web/session/auth-store';
import { apiJson } from '@web/lib/api';
import { lazy } from '@web/lib/lazy';

const ConfirmDialog = lazy(() => import('@web/components/ui/confirm-dialog'));

/** "Delete my account": what goes, the password again, then the app's one confirm dialog. */
export function DeleteAccountCard() {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: (input: { password: string }) =>
      apiJson<unknown>('POST', '/api/data-privacy/delete-account', input),
    onSuccess: () => {
      forgetAuthUser();
      window.location.replace('/');
    },
    onSettled: () => setAsking(false),
  });

  return (
    <Card aria-labelledby="delete-title" className="ring-red-200">
      <h2 id="delete-title" className="text-lg font-semibold text-red-800">
        <Trans>Delete my account</Trans>
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        <Trans>Deleting your account removes, for good:</Trans>
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm leading-relaxed text-slate-700">
        <li>
          <Trans>your account, and every device is signed out</Trans>
        </li>
        <li>
          <Trans>all family members and their medicines and dose history</Trans>
        </li>
        <li>
          <Trans>blood pressure, sugar, weight, period and eye records</Trans>
        </li>
        <li>
          <Trans>prescription files, price searches and notifications</Trans>
        </li>
      </ul>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        <Trans>
          Payment records that the law requires us to keep are kept without any health data. We send
          a confirmation to your email. This cannot be undone: download your data first if you want
          a copy.
        </Trans>
      </p>
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!password) {
            setMissing(true);
            return;
          }
          setAsking(true);
        }}
      >
        <Field
          id="delete-password"
          label={t`Your password`}
          error={missing ? t`Please enter your password` : undefined}
        >
          {/* The plain input, not PasswordInput: importing that here split it out of the chunk the
              sign-in and reset pages share, ~230 B more on their first load (reset-password in
              Hindi went over 102,400 B). */}
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={missing ? true : undefined}
            aria-describedby={describedBy('delete-password', { error: missing })}
            onChange={(e) => {
              setPassword(e.target.value);
              setMissing(false);
            }}
          />
        </Field>
        <Button type="submit" variant="destructive" className="w-full">
          <Trash2 className="size-4" aria-hidden="true" />
          <Trans>Delete my account</Trans>
        </Button>
      </form>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t`Delete your account?`}
            description={t`Everything in your account will be deleted now. This cannot be undone.`}
            confirmLabel={t`Delete`}
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ password })}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
