import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Period } from '@core/contract/health';
import type { PeriodFormValues } from './period-form-values';
import { PeriodForm } from './period-form';

export interface PeriodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  period: Period | null;
  memberId: string;
  memberName: string;
  defaults: PeriodFormValues;
}

/** The log/edit sheet; its code (form library, contract) loads on first use. */
export default function PeriodDialog(props: PeriodDialogProps) {
  const { open, onOpenChange, period } = props;
  const { t } = useLingui();
  const memberName = props.memberName;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-[fade-out_150ms_ease-in] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[min(92dvh,100%)] w-full max-w-[480px] flex-col rounded-t-3xl bg-white shadow-2xl outline-none data-[state=closed]:animate-[sheet-out_150ms_ease-in] data-[state=open]:animate-[sheet-in_220ms_ease-out]"
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <div className="shrink-0 px-5 pt-3">
            <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-slate-300" aria-hidden="true" />
            <div className="flex items-start justify-between gap-3 pb-2">
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold text-slate-900">
                  {period ? t`Edit period` : t`Log a period`}
                </Dialog.Title>
                <Dialog.Description className="text-sm wrap-anywhere text-slate-600">
                  <Trans>For {memberName}</Trans>
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t`Close`}
                className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          {open ? (
            <PeriodForm
              key={period?.id ?? 'new'}
              period={period}
              memberId={props.memberId}
              defaults={props.defaults}
              onDone={() => onOpenChange(false)}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
