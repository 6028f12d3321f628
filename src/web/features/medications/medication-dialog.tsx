import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Member } from '@core/contract/family';
import type { Medication } from '@core/contract/medicines';
import { MedicationForm } from './medication-form';

export interface MedicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: add a new medication. */
  medication: Medication | null;
  members: readonly Member[];
  /** The member chosen in the page's filter, else the self member. */
  defaultMemberId: string;
  timeZone: string;
}

/**
 * The add/edit medication dialog as a bottom sheet. This module (with react-hook-form and the
 * zod schemas) loads when the dialog is first wanted, never with the page.
 */
export default function MedicationDialog(props: MedicationDialogProps) {
  const { open, onOpenChange, medication } = props;
  const { t } = useLingui();
  const name = medication?.name;
  const title = medication
    ? t({ message: `Edit ${name}`, context: 'medicine' })
    : t`Add Medication`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[min(92dvh,100%)] w-full max-w-[480px] flex-col rounded-t-3xl bg-white shadow-2xl outline-none data-[state=closed]:animate-[sheet-out_150ms_ease-in] data-[state=open]:animate-[sheet-in_220ms_ease-out]"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The first field takes the focus (the form sets it), not the close button.
            event.preventDefault();
          }}
        >
          <div className="shrink-0 px-5 pt-3">
            <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden="true" />
            <div className="flex items-start justify-between gap-3 pb-2">
              <Dialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
                {title}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t`Close`}
                className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          {open ? (
            <MedicationForm
              key={medication?.id ?? 'new'}
              medication={medication}
              members={props.members}
              defaultMemberId={props.defaultMemberId}
              timeZone={props.timeZone}
              onDone={() => onOpenChange(false)}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
