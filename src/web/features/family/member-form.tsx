import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import {
  BLOOD_GROUPS,
  GENDERS,
  memberCreateSchema,
  memberUpdateSchema,
  RELATIONS,
  type Member,
  type MemberCreate,
  type MemberUpdate,
} from '@core/contract/family';
import { latestAllowedDate } from '@core/contract/health';
import { Button } from '@web/components/ui/button';
import { describedBy, Field } from '@web/components/ui/field';
import { Input, Select } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { translateText } from '@web/lib/i18n/text-table';
import { ChipsInput } from '@web/components/ui/chips-input';
import { MemberColorPicker } from './color-picker';
import { FAMILY_TEXTS } from './family-texts';
import {
  MEMBER_FORM_FIELDS,
  memberValues,
  toMemberCreate,
  toMemberUpdate,
  type MemberFormValues,
} from './member-form-values';
import { GENDER_NAMES, RELATION_NAMES } from '@web/lib/member-look';
import { useSaveMember } from './mutations';
import { saveErrorText } from '@web/lib/save-error';
import { schemaResolver } from '@web/lib/schema-resolver';

// Offered in the language on screen, and saved as shown.
const CONDITION_SUGGESTIONS = [msg`Diabetes`, msg`High blood pressure`, msg`Thyroid`, msg`Asthma`];
const ALLERGY_SUGGESTIONS = [msg`Penicillin`, msg`Sulfa drugs`, msg`Peanuts`, msg`Dust`];

const createResolver = schemaResolver<MemberFormValues, MemberCreate | MemberUpdate>(
  memberCreateSchema,
  toMemberCreate,
  MEMBER_FORM_FIELDS,
);
const updateResolver = (isSelf: boolean) =>
  schemaResolver<MemberFormValues, MemberCreate | MemberUpdate>(
    memberUpdateSchema,
    (v) => toMemberUpdate(v, isSelf),
    MEMBER_FORM_FIELDS,
  );

export interface MemberFormProps {
  /** null: a new member. */
  member: Member | null;
  defaults: MemberFormValues;
  onDone: () => void;
}

/** Add or edit a family member, checked by the core contract before it is sent. */
export function MemberForm({ member, defaults, onDone }: MemberFormProps) {
  const form = useForm<MemberFormValues, unknown, MemberCreate | MemberUpdate>({
    resolver: member ? updateResolver(member.isSelf) : createResolver,
    defaultValues: member ? memberValues(member) : defaults,
  });
  const save = useSaveMember(member?.id ?? null);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);
  const pending = save.isPending || isSubmitting;
  const { i18n, t } = useLingui();
  const err = (name: keyof MemberFormValues) =>
    translateText(i18n, FAMILY_TEXTS, errors[name]?.message);

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }))}
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 pt-1 pb-5">
        <Field id="member-name" label={t`Name`} error={err('name')}>
          <Input
            id="member-name"
            autoComplete="off"
            placeholder={t`e.g. Amma, Rohan`}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('member-name', { error: errors.name })}
            {...form.register('name')}
          />
        </Field>
        {member?.isSelf ? null : (
          <Field id="member-relation" label={t`Relation`} error={err('relation')}>
            <Select
              id="member-relation"
              aria-invalid={errors.relation ? true : undefined}
              aria-describedby={describedBy('member-relation', { error: errors.relation })}
              {...form.register('relation')}
            >
              <option value="">{t`Choose…`}</option>
              {RELATIONS.filter((r) => r !== 'self').map((r) => (
                <option key={r} value={r}>
                  {i18n._(RELATION_NAMES[r])}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
          <Field
            id="member-dob"
            label={t`Date of birth`}
            hint={t`Optional`}
            error={err('dateOfBirth')}
          >
            <Input
              id="member-dob"
              type="date"
              min="1900-01-01"
              max={latestAllowedDate()}
              aria-invalid={errors.dateOfBirth ? true : undefined}
              aria-describedby={describedBy('member-dob', {
                hint: true,
                error: errors.dateOfBirth,
              })}
              {...form.register('dateOfBirth')}
            />
          </Field>
          <Field id="member-gender" label={t`Gender`} error={err('gender')}>
            <Select id="member-gender" {...form.register('gender')}>
              <option value="">{t`Not given`}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {i18n._(GENDER_NAMES[g])}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="member-blood" label={t`Blood group`} error={err('bloodGroup')}>
          <Select id="member-blood" {...form.register('bloodGroup')}>
            <option value="">{t`Not known`}</option>
            {BLOOD_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        </Field>
        <Controller
          control={form.control}
          name="conditions"
          render={({ field }) => (
            <ChipsInput
              id="member-conditions"
              label={t`Health conditions`}
              addLabel={t`Add to health conditions`}
              placeholder={t`e.g. Diabetes`}
              value={field.value}
              onChange={field.onChange}
              suggestions={CONDITION_SUGGESTIONS.map((s) => i18n._(s))}
              error={err('conditions')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="allergies"
          render={({ field }) => (
            <ChipsInput
              id="member-allergies"
              label={t`Allergies`}
              addLabel={t`Add to allergies`}
              placeholder={t`e.g. Penicillin`}
              value={field.value}
              onChange={field.onChange}
              suggestions={ALLERGY_SUGGESTIONS.map((s) => i18n._(s))}
              error={err('allergies')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <MemberColorPicker value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      <div className="shrink-0 border-t border-slate-200 px-5 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        {errors.root?.message || save.error ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {errors.root?.message
              ? translateText(i18n, FAMILY_TEXTS, errors.root.message)
              : saveErrorText(save.error, FAMILY_TEXTS)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? <Spinner /> : null}
          {member ? <Trans>Save changes</Trans> : <Trans>Add member</Trans>}
        </Button>
      </div>
    </form>
  );
}
