import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
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

/**
 * "Delete this reading?": loaded on the first delete tap, with the request that deletes. Cancel
 * has the focus, so a stray Enter deletes nothing.
 */
export default function DeleteReadingDialog(props: DeleteReadingDialogProps) {
  const { tracker, readingId, open, onOpenChange, title, description } = props;
  const remove = useDeleteReading(tracker);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-4 top-1/2 z-50 mx-auto w-auto max-w-sm -translate-y-1/2 rounded-2xl bg-white p-5 shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Dialog.Close asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            <Button
              variant="destructive"
              onClick={() => remove.mutate(readingId, { onSettled: () => onOpenChange(false) })}
              disabled={remove.isPending}
            >
              {remove.isPending ? <Spinner className="size-4" /> : null}
              <Trans>Delete</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
