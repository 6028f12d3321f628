import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import {
  latestAllowedDate,
  PERIOD_FLOWS,
  periodCreateSchema,
  periodUpdateSchema,
  type Period,
  type PeriodCreate,
  type PeriodUpdate,
} from '@core/contract/health';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { controlClasses, Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ChipsInput } from '@web/components/ui/chips-input';
import { saveErrorText } from '@web/lib/save-error';
import { schemaResolver } from '@web/lib/schema-resolver';
import { cn } from '@web/lib/cn';
import { translateText } from '@web/lib/i18n/text-table';
import {
  FLOW_LABELS,
  PERIOD_FORM_FIELDS,
  periodValues,
  SYMPTOM_SUGGESTIONS,
  toPeriodCreate,
  toPeriodUpdate,
  type PeriodFormValues,
} from './period-form-values';
import { useSavePeriod } from './mutations';
import { PERIOD_TEXTS } from './period-texts';

type Output = PeriodCreate | PeriodUpdate;

export interface PeriodFormProps {
  /** null: log a new period. */
  period: Period | null;
  memberId: string;
  defaults: PeriodFormValues;
  onDone: () => void;
}

/** Log or edit a period, checked by the core contract before it is sent. */
export function PeriodForm({ period, memberId, defaults, onDone }: PeriodFormProps) {
  const form = useForm<PeriodFormValues, unknown, Output>({
    resolver: period
      ? schemaResolver<PeriodFormValues, Output>(
          periodUpdateSchema,
          toPeriodUpdate,
          PERIOD_FORM_FIELDS,
        )
      : schemaResolver<PeriodFormValues, Output>(
          periodCreateSchema,
          (v) => toPeriodCreate(v, memberId),
          PERIOD_FORM_FIELDS,
        ),
    defaultValues: period ? periodValues(period) : defaults,
  });
  const save = useSavePeriod(period?.id ?? null);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('startDate'), [setFocus]);
  const pending = save.isPending || isSubmitting;
  const max = latestAllowedDate();
  const { i18n, t } = useLingui();
  const err = (name: keyof PeriodFormValues | 'root') =>
    translateText(i18n, PERIOD_TEXTS, errors[name]?.message);

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 pt-1 pb-5">
        <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
          <Field id="period-start" label={t`First day`} error={err('startDate')}>
            <Input
              id="period-start"
              type="date"
              max={max}
              aria-invalid={errors.startDate ? true : undefined}
              aria-describedby={describedBy('period-start', { error: errors.startDate })}
              {...form.register('startDate')}
            />
          </Field>
          <Field
            id="period-end"
            label={t`Last day`}
            hint={t`Leave empty while it goes on`}
            error={err('endDate')}
          >
            <Input
              id="period-end"
              type="date"
              max={max}
              aria-invalid={errors.endDate ? true : undefined}
              aria-describedby={describedBy('period-end', { hint: true, error: errors.endDate })}
              {...form.register('endDate')}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Flow</Trans>
          </legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
            {PERIOD_FLOWS.map((flow) => (
              <label key={flow} className="cursor-pointer">
                <input
                  type="radio"
                  value={flow}
                  className="peer sr-only"
                  {...form.register('flow')}
                />
                <span
                  className={cn(
                    'flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800',
                    'peer-checked:border-pink-700 peer-checked:bg-pink-50 peer-checked:text-pink-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700',
                  )}
                >
                  {i18n._(FLOW_LABELS[flow])}
                </span>
              </label>
            ))}
          </div>
          {errors.flow?.message ? (
            <p className="mt-1 text-sm font-medium text-red-700">{err('flow')}</p>
          ) : null}
        </fieldset>
        <Controller
          control={form.control}
          name="symptoms"
          render={({ field }) => (
            <ChipsInput
              id="period-symptoms"
              label={t`Symptoms`}
              addLabel={t`Add to symptoms`}
              placeholder={t`Add another`}
              value={field.value}
              onChange={field.onChange}
              suggestions={SYMPTOM_SUGGESTIONS.map((s) => i18n._(s))}
              maxItems={20}
              maxLength={50}
              error={err('symptoms')}
            />
          )}
        />
        <Field id="period-notes" label={t`Notes`} hint={t`Optional`} error={err('notes')}>
          <textarea
            id="period-notes"
            rows={3}
            maxLength={1000}
            className={cn(controlClasses, 'resize-y')}
            aria-describedby={describedBy('period-notes', { hint: true, error: errors.notes })}
            {...form.register('notes')}
          />
        </Field>
      </div>
      <div className="shrink-0 border-t border-slate-200 px-5 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        {errors.root?.message || save.error ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {errors.root?.message ? err('root') : saveErrorText(save.error, PERIOD_TEXTS)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? <Spinner /> : null}
          {period ? <Trans>Save changes</Trans> : <Trans>Log period</Trans>}
        </Button>
      </div>
    </form>
  );
}
