import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { BoxDialog, DialogButtons } from '@web/components/ui/dialog';
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
    <BoxDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      motion="fade"
      title={title}
      description={description}
    >
      <DialogButtons className="mt-5">
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {confirmLabel}
        </Button>
      </DialogButtons>
    </BoxDialog>
  );
}
