import { useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { lazyForm, useFormToggle } from './lazy-form';

const passwordForm = lazyForm(() =>
  import('./change-password-form').then((m) => m.ChangePasswordForm),
);

/** "Change password" loads the form on demand. */
export function PasswordSection() {
  const button = useRef<HTMLButtonElement>(null);
  const editor = useFormToggle(button);

  return (
    <Card aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold text-slate-900">
        <Trans>Change password</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Changing your password signs out your other devices.</Trans>
      </p>
      {editor.open ? (
        <passwordForm.Form onClose={editor.close} />
      ) : (
        <Button
          ref={button}
          variant="outline"
          className="mt-4 w-full"
          onPointerEnter={passwordForm.prefetch}
          onFocus={passwordForm.prefetch}
          onClick={editor.show}
        >
          <KeyRound className="size-4" aria-hidden="true" />
          <Trans>Change password</Trans>
        </Button>
      )}
    </Card>
  );
}
