import { useLingui } from '@lingui/react/macro';
import type { Period } from '@core/contract/health';
import ConfirmDialog from '@web/components/ui/confirm-dialog';
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
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete this period?`}
      description={t`It will be removed from the history and the prediction worked out again.`}
      confirmLabel={t`Delete`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(period, { onSettled: () => onOpenChange(false) })}
    />
  );
}
