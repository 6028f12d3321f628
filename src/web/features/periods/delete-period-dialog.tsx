import type { Period } from '@core/contract/health';
import ConfirmDialog from '@web/features/family/confirm-dialog';
import { useDeletePeriod } from './mutations';

/** Loaded on the first Delete tap, with the delete request. */
export default function DeletePeriodDialog({
  period,
  open,
  onOpenChange,
}: {
  period: Period;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeletePeriod();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this period?"
      description="It will be removed from the history and the prediction worked out again."
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(period, { onSettled: () => onOpenChange(false) })}
    />
  );
}
