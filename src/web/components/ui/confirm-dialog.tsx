import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The destructive button's words (a text or a `<Trans>`). */
  confirmLabel: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * A question to answer before something is deleted; callers load it on the first tap (the Radix
 * dialog stays out of their first load). Cancel has the focus, so a stray Enter deletes nothing.
 */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, pending, onConfirm } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-4 top-1/2 z-50 mx-auto w-auto max-w-sm -translate-y-1/2 rounded-2xl bg-white p-5 shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <Dialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Dialog.Close asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
