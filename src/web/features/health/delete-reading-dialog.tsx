import { Trans } from '@lingui/react/macro';
import ConfirmDialog from '@web/components/ui/confirm-dialog';
import { useDeleteReading } from './mutations';
import type { Tracker } from './queries';

export interface DeleteReadingDialogProps {
  tracker: Tracker;
  readingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
}

/** "Delete this reading?" (the kit's confirm dialog): loaded on the first delete tap, with the request that deletes. */
export default function DeleteReadingDialog(props: DeleteReadingDialogProps) {
  const { tracker, readingId, open, onOpenChange, title, description } = props;
  const remove = useDeleteReading(tracker);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={<Trans>Delete</Trans>}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(readingId, { onSettled: () => onOpenChange(false) })}
    />
  );
}
