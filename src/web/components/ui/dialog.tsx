import type { ComponentProps, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/*
 * The Radix dialog frame every dialog and sheet of the app is drawn in: the dimmed overlay, the
 * white box (a bottom sheet in the phone-width column, or a box in the middle) and the close
 * button. Modules that import it load on first use (callers `lazy()` them), so Radix stays out of
 * every page's first load.
 */

export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;
export const DialogClose = Dialog.Close;

/**
 * How the frame comes and goes: a sheet slides up over a fading overlay, a box fades in; some
 * boxes (the admin area's, the caregiver invitation) have no animation.
 */
export type DialogMotion = 'sheet' | 'fade' | 'none';

const OVERLAY_MOTION: Record<DialogMotion, string | null> = {
  sheet:
    'data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]',
  fade: 'data-[state=open]:animate-[fade-in_200ms_ease-out]',
  none: null,
};

const CONTENT_MOTION: Record<DialogMotion, string | null> = {
  sheet:
    'data-[state=closed]:animate-[sheet-out_150ms_ease-in] data-[state=open]:animate-[sheet-in_220ms_ease-out]',
  fade: 'data-[state=open]:animate-[fade-in_150ms_ease-out]',
  none: null,
};

const SHAPE = {
  sheet: 'fixed inset-x-0 bottom-0 mx-auto w-full max-w-[480px] rounded-t-3xl',
  box: 'fixed inset-x-4 mx-auto w-auto max-w-sm rounded-2xl p-5',
} as const;

export interface DialogFrameProps extends Omit<ComponentProps<typeof Dialog.Content>, 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A sheet at the bottom, or a box (placed by `className`). */
  shape: keyof typeof SHAPE;
  motion: DialogMotion;
  /** z-50; the admin area's dialogs sit at z-40 so that its password step opens above them. */
  layer?: 'z-40' | 'z-50';
  /** The content's own classes besides the shape (position, height, layout). */
  className?: string;
  children: ReactNode;
}

/** Root, portal, overlay and content. */
export function DialogFrame(props: DialogFrameProps) {
  const { open, onOpenChange, shape, motion, layer = 'z-50', className, ...content } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn('fixed inset-0', layer, 'bg-slate-900/50', OVERLAY_MOTION[motion])}
        />
        <Dialog.Content
          {...content}
          className={cn(
            SHAPE[shape],
            layer,
            className,
            'bg-white shadow-2xl outline-none',
            CONTENT_MOTION[motion],
          )}
        />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The ✕ in a dialog's top corner, named Close for screen readers. */
export function DialogCloseButton({ className = '-mt-1 -mr-2' }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Dialog.Close
      aria-label={t`Close`}
      className={cn(
        className,
        'flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100',
      )}
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}

/** The grab bar at the top of a bottom sheet. */
export function SheetHandle({ className }: { className: string }) {
  return (
    <div
      className={cn('mx-auto h-1.5 w-12 rounded-full bg-slate-300', className)}
      aria-hidden="true"
    />
  );
}

export interface BoxDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  motion: DialogMotion;
  role?: 'alertdialog';
  layer?: 'z-40' | 'z-50';
  /** Extra content classes (a height limit with scrolling). */
  className?: string;
  children: ReactNode;
}

/** A box in the middle of the screen with a title and a line under it. */
export function BoxDialog({ title, description, className, children, ...frame }: BoxDialogProps) {
  return (
    <DialogFrame {...frame} shape="box" className={cn('top-1/2 -translate-y-1/2', className)}>
      <Dialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
        {title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
      {children}
    </DialogFrame>
  );
}

export interface FormSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title (whose record it is); none: the sheet has no description. */
  description?: ReactNode;
  /** The form; it scrolls under the header and sets the focus itself. */
  children: ReactNode;
}

/**
 * A bottom sheet holding a form (add or edit a member, a medicine, a period). The first field
 * takes the focus (the form sets it), not the close button.
 */
export function FormSheet({ title, description, children, ...frame }: FormSheetProps) {
  const heading = (
    <Dialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
      {title}
    </Dialog.Title>
  );
  return (
    <DialogFrame
      {...frame}
      shape="sheet"
      motion="sheet"
      className="flex max-h-[min(92dvh,100%)] flex-col"
      {...(description ? {} : { 'aria-describedby': undefined })}
      onOpenAutoFocus={(event) => event.preventDefault()}
    >
      <div className="shrink-0 px-5 pt-3">
        <SheetHandle className="mb-2" />
        <div className="flex items-start justify-between gap-3 pb-2">
          {description ? (
            <div className="min-w-0">
              {heading}
              <Dialog.Description className="text-sm wrap-anywhere text-slate-600">
                {description}
              </Dialog.Description>
            </div>
          ) : (
            heading
          )}
          <DialogCloseButton />
        </div>
      </div>
      {children}
    </DialogFrame>
  );
}

/** Cancel (closes the dialog) beside the dialog's own button, side by side. */
export function DialogButtons({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, 'grid grid-cols-2 gap-3')}>
      <Dialog.Close asChild>
        <Button variant="outline">
          <Trans>Cancel</Trans>
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
