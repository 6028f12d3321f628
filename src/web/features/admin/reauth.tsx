import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BoxDialog, DialogButtons } from '@web/components/ui/dialog';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { REAUTH_REQUIRED } from '@core/contract/admin';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, apiJson } from '@web/lib/api';

type WithReauth = <T>(send: () => Promise<T>) => Promise<T>;

function notConfirmed(): ApiError {
  const message = t`Please enter your password again to continue`;
  return new ApiError(403, 'Forbidden', JSON.stringify({ code: REAUTH_REQUIRED, message }));
}

const ReauthContext = createContext<WithReauth>((send) => send());

/** Sends a change; on REAUTH_REQUIRED asks for the password, then sends it once more. */
export function useReauth(): WithReauth {
  return useContext(ReauthContext);
}

interface Pending {
  resolve: (confirmed: boolean) => void;
}

/**
 * "Confirm your password": shown when the server answers an admin change with REAUTH_REQUIRED
 * (the password was entered more than 15 minutes ago). Confirmed, the change is sent again;
 * cancelled, it fails with the server's own message.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = useRef<Promise<boolean> | null>(null);

  const ask = useCallback(() => {
    // Two changes refused at once share one question.
    queue.current ??= new Promise<boolean>((resolve) => setPending({ resolve })).finally(() => {
      queue.current = null;
    });
    return queue.current;
  }, []);

  const withReauth = useCallback<WithReauth>(
    async (send) => {
      try {
        return await send();
      } catch (error) {
        if (!(error instanceof ApiError) || error.serverCode !== REAUTH_REQUIRED) throw error;
        // Cancelled: the change was not made. The toast says why, in the screen's language.
        if (!(await ask())) throw notConfirmed();
        return send();
      }
    },
    [ask],
  );

  const close = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  return (
    <ReauthContext.Provider value={withReauth}>
      {children}
      <ConfirmPasswordDialog open={pending !== null} onDone={close} />
    </ReauthContext.Provider>
  );
}

function ConfirmPasswordDialog({ open, onDone }: { open: boolean; onDone: (ok: boolean) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = (ok: boolean) => {
    setPassword('');
    setError(null);
    onDone(ok);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t`Please enter your password`);
      return;
    }
    setBusy(true);
    try {
      await apiJson('POST', '/api/admin/confirm-password', { password });
      finish(true);
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverCode === 'WRONG_PASSWORD'
          ? t`Your password is not correct`
          : err instanceof ApiError && err.status === 429
            ? t`Too many attempts. Please wait a few minutes and try again.`
            : t`Could not check your password. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <BoxDialog
      open={open}
      onOpenChange={(next) => !next && finish(false)}
      motion="none"
      title={<Trans>Confirm your password</Trans>}
      description={
        <Trans>Changes in the admin area need your password entered in the last 15 minutes.</Trans>
      }
    >
      <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)}>
        <Field id={id} label={t`Password`} error={error}>
          <Input
            id={id}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <DialogButtons>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            <Trans>Confirm</Trans>
          </Button>
        </DialogButtons>
      </form>
    </BoxDialog>
  );
}
