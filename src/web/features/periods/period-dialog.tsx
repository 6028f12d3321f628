import { Trans, useLingui } from '@lingui/react/macro';
import { FormSheet } from '@web/components/ui/dialog';
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
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={period ? t`Edit period` : t`Log a period`}
      description={<Trans>For {memberName}</Trans>}
    >
      {open ? (
        <PeriodForm
          key={period?.id ?? 'new'}
          period={period}
          memberId={props.memberId}
          defaults={props.defaults}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormSheet>
  );
}
