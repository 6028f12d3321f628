import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DialogCloseButton,
  DialogDescription,
  DialogFrame,
  DialogTitle,
} from '@web/components/ui/dialog';
import { memberUpdateSchema, type MemberUpdate } from '@core/contract/family';
import { bodyResolver } from '../form-resolver';
import { FormActions, TextField } from '../form-parts';
import { useSaveGoalWeight } from '../mutations';
import { GOAL_FORM_FIELDS, goalValues, toGoalInput, type GoalFormValues } from './goal-weight';

const resolver = bodyResolver(zodResolver(memberUpdateSchema), toGoalInput, GOAL_FORM_FIELDS);

export interface GoalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberId: string;
  goalKg: number | null;
  /** Who and where they stand: "For Meera. The latest weight is 66.5 kg." */
  description: string;
}

/** Sets, changes or clears a member's goal weight; loaded on the first tap. */
export default function GoalDialog(props: GoalDialogProps) {
  const { t } = useLingui();
  const { open, onOpenChange, goalKg } = props;
  return (
    // Near the top, so that the phone's keyboard leaves the box and Save in view.
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      shape="box"
      motion="fade"
      className="top-[10dvh] max-h-[80dvh] overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {goalKg === null ? t`Set a goal weight` : t`Change the goal weight`}
        </DialogTitle>
        <DialogCloseButton className="-mt-2 -mr-2" />
      </div>
      <DialogDescription className="mt-1 text-sm text-slate-700">
        {props.description}
      </DialogDescription>
      {open ? <GoalForm {...props} /> : null}
    </DialogFrame>
  );
}

function GoalForm({ memberId, goalKg, onOpenChange }: GoalDialogProps) {
  const form = useForm<GoalFormValues, unknown, MemberUpdate>({
    resolver,
    defaultValues: goalValues(goalKg),
  });
  const { t } = useLingui();
  const save = useSaveGoalWeight(memberId);
  const close = () => onOpenChange(false);
  const { setFocus } = form;
  useEffect(() => setFocus('goalWeightKg'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: close }))}
    >
      <TextField
        id="goal-weight"
        label={t`Goal weight (kg)`}
        hint={t`e.g. 60`}
        inputMode="decimal"
        error={form.formState.errors.goalWeightKg}
        registration={form.register('goalWeightKg')}
      />
      <FormActions
        error={save.error}
        rootError={form.formState.errors.root?.message}
        pending={save.isPending}
        saveLabel={t`Save goal`}
        onCancel={close}
      />
      {goalKg !== null ? (
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate({ goalWeightKg: null }, { onSuccess: close })}
          className="min-h-11 w-full rounded-xl text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          <Trans>Clear the goal</Trans>
        </button>
      ) : null}
    </form>
  );
}
