import { useLingui } from '@lingui/react/macro';
import { FormSheet } from '@web/components/ui/dialog';
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
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={member ? t`Edit ${name}` : t`Add family member`}
    >
      {open ? (
        <MemberForm
          key={member?.id ?? 'new'}
          member={member}
          defaults={defaults}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormSheet>
  );
}
