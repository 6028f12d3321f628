import { FormSheet } from '@web/components/ui/dialog';
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
    <FormSheet open={open} onOpenChange={onOpenChange} title={title}>
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
    </FormSheet>
  );
}
