import { Trans } from '@lingui/react/macro';
import { useDeletePrescription } from '@web/features/prescriptions/queries';
import ConfirmDialog from '@web/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={<Trans>Delete</Trans>}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
