import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';

export interface EditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The same form as the quick entry, filled with the reading. */
  children: ReactNode;
}

/** A bottom sheet holding the edit form; loaded on the first edit tap. */
export default function EditDialog({ open, onOpenChange, title, children }: EditDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-[480px] flex-col rounded-t-3xl bg-white shadow-2xl outline-none data-[state=closed]:animate-[sheet-out_150ms_ease-in] data-[state=open]:animate-[sheet-in_220ms_ease-out]"
          aria-describedby={undefined}
        >
          <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-4 pb-1">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
            {open ? children : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
