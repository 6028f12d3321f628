import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { useDeletePrescription } from '@web/features/prescriptions/queries';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { deleteQuestion } from './delete-question';
import type { DeleteTarget } from './page-logic';
import { useDeleteMedication } from './mutations';

export interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: DeleteTarget;
  timeZone: string;
}

/**
 * Asks before a medicine or a prescription is deleted, then deletes it. Loaded on the first
 * delete tap (the Radix dialog is not in the page's first load); Cancel has the focus.
 */
export default function DeleteDialog({ open, onOpenChange, target, timeZone }: DeleteDialogProps) {
  const deleteMedication = useDeleteMedication();
  const deletePrescription = useDeletePrescription();
  const pending = deleteMedication.isPending || deletePrescription.isPending;
  const { title, description } = deleteQuestion(target, timeZone);
  const onConfirm = () => {
    const close = { onSettled: () => onOpenChange(false) };
    if (target.kind === 'medication') deleteMedication.mutate(target.medication, close);
    else deletePrescription.mutate(target.prescription, close);
  };
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
              <Trans>Delete</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
