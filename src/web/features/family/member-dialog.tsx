import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Member } from '@core/contract/family';
import type { MemberFormValues } from './member-form-values';
import { MemberForm } from './member-form';

export interface MemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: Member | null;
  defaults: MemberFormValues;
}

/**
 * The add/edit member sheet. Loaded on first use (with react-hook-form and the zod contract), so
 * /family's first load stays small.
 */
export default function MemberDialog({ open, onOpenChange, member, defaults }: MemberDialogProps) {
  const { t } = useLingui();
  const name = member?.name ?? '';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[min(92dvh,100%)] w-full max-w-[480px] flex-col rounded-t-3xl bg-white shadow-2xl outline-none data-[state=closed]:animate-[sheet-out_150ms_ease-in] data-[state=open]:animate-[sheet-in_220ms_ease-out]"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <div className="shrink-0 px-5 pt-3">
            <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden="true" />
            <div className="flex items-start justify-between gap-3 pb-2">
              <Dialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
                {member ? t`Edit ${name}` : t`Add family member`}
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
            <MemberForm
              key={member?.id ?? 'new'}
              member={member}
              defaults={defaults}
              onDone={() => onOpenChange(false)}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
