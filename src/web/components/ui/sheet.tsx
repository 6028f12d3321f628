import type { ReactNode } from 'react';
import {
  DialogCloseButton,
  DialogDescription,
  DialogFrame,
  DialogTitle,
  SheetHandle,
} from '@web/components/ui/dialog';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A Radix dialog shown as a bottom sheet inside the phone-width column. */
export function Sheet({ open, onOpenChange, title, description, children }: SheetProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      shape="sheet"
      motion="sheet"
      className="px-5 pt-3 pb-[calc(1.25rem+env(safe-area-inset-bottom))]"
      {...(description ? {} : { 'aria-describedby': undefined })}
    >
      <SheetHandle className="mb-3" />
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description ? (
            <DialogDescription className="mt-0.5 text-sm text-slate-600">
              {description}
            </DialogDescription>
          ) : null}
        </div>
        <DialogCloseButton />
      </div>
      {children}
    </DialogFrame>
  );
}
