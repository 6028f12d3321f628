import type { ReactNode } from 'react';
import { DialogCloseButton, DialogFrame, DialogTitle } from '@web/components/ui/dialog';

export interface EditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The same form as the quick entry, filled with the reading. */
  children: ReactNode;
}

/** A bottom sheet holding the edit form; loaded on the first edit tap. */
export default function EditDialog({ open, onOpenChange, title, children }: EditDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      shape="sheet"
      motion="sheet"
      className="flex max-h-[92dvh] flex-col"
      aria-describedby={undefined}
    >
      <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-4 pb-1">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <DialogCloseButton />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
        {open ? children : null}
      </div>
    </DialogFrame>
  );
}
