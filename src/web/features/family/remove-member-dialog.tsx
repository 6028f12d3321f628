import { t } from '@lingui/core/macro';
import type { Member } from '@core/contract/family';
import ConfirmDialog from '@web/components/ui/confirm-dialog';
import { useDeleteMember } from './mutations';

/** PRODUCT §3: removing a member removes all of their data; the dialog says so plainly. */
export function removeQuestion({ name }: Pick<Member, 'name'>) {
  return {
    title: t`Remove ${name}?`,
    description: t`All of ${name}'s data will be deleted: medicines and dose history, blood pressure, sugar, period, weight and eye records, and prescriptions. This cannot be undone.`,
  };
}

/** Loaded on the first Remove tap, with the delete request. */
export default function RemoveMemberDialog({
  member,
  open,
  onOpenChange,
  onRemoved,
}: {
  member: Member;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemoved?: (member: Member) => void;
}) {
  const remove = useDeleteMember();
  const question = removeQuestion(member);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={question.title}
      description={question.description}
      confirmLabel={t`Remove`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(member, {
          onSuccess: () => onRemoved?.(member),
          onSettled: () => onOpenChange(false),
        })
      }
    />
  );
}
