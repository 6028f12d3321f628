import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { medicationCreateSchema } from '@core/contract/medicines';
import type { FoundMedicine } from '@core/contract/prescription-reading';
import { parseDirections, type FoodTiming } from '@core/medicines';
import { medicationFromChosen, type ChosenMedicine } from '@core/prescriptions/to-medication';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, Select } from '@web/components/ui/input';
import { MEDICATION_TEXTS } from '@web/lib/medicine-messages';
import { i18n } from '@web/lib/i18n/i18n';
import { translateText } from '@web/lib/i18n/text-table';

interface Row extends ChosenMedicine {
  chosen: boolean;
  found: FoundMedicine;
}

function rowOf(found: FoundMedicine): Row {
  return {
    chosen: true,
    found,
    name: found.name,
    dosage: found.dosage,
    notation: found.notation ?? '',
    food: found.food,
    days: found.days,
  };
}

type Problems = Partial<Record<'name' | 'dosage' | 'notation', string>>;

/** The schema's complaints about a chosen row, by field, in the active language. */
function problemsOf(row: Row, at: { memberId: string; today: string }): Problems {
  const parsed = z.safeParse(medicationCreateSchema, medicationFromChosen(row, at));
  if (parsed.success) return {};
  const out: Problems = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field = key === 'name' || key === 'dosage' ? key : 'notation';
    out[field] ??= translateText(i18n, MEDICATION_TEXTS, issue.message) ?? issue.message;
  }
  return out;
}

/** '08:00 · 20:00', 'As needed', or nothing while the pattern does not read. */
function timesOf(notation: string): string | null {
  const parsed = parseDirections(notation);
  if (!parsed.ok) return null;
  return parsed.schedule.asNeeded ? null : parsed.schedule.times.join(' · ');
}

function MedicineRow(props: {
  index: number;
  row: Row;
  problems: Problems;
  onChange: (row: Row) => void;
}) {
  const { index, row, problems, onChange } = props;
  const { t } = useLingui();
  const id = `found-${index}`;
  const set = (patch: Partial<Row>) => onChange({ ...row, ...patch });
  const times = timesOf(row.notation);
  const asNeeded = parseDirections(row.notation);
  const { uncertain } = row.found;
  return (
    <li className="space-y-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={row.chosen}
          onChange={(e) => set({ chosen: e.target.checked })}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">
          {row.name || t`Medicine ${index + 1}`}
        </span>
      </label>
      {row.found.check ? (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {uncertain.length > 0 ? (
              <Trans>Please check: the words {uncertain.join(', ')} were hard to read.</Trans>
            ) : (
              <Trans>Please check this one against the prescription.</Trans>
            )}
          </span>
        </p>
      ) : null}
      {row.chosen ? (
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-name`} label={t`Name`} error={problems.name} className="col-span-2">
            <Input
              id={`${id}-name`}
              value={row.name}
              aria-invalid={problems.name ? true : undefined}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Field>
          <Field id={`${id}-dosage`} label={t`Dosage`} error={problems.dosage}>
            <Input
              id={`${id}-dosage`}
              value={row.dosage}
              placeholder="500 mg"
              aria-invalid={problems.dosage ? true : undefined}
              onChange={(e) => set({ dosage: e.target.value })}
            />
          </Field>
          <Field
            id={`${id}-when`}
            label={t`When`}
            error={problems.notation}
            hint={times ?? (asNeeded.ok && asNeeded.schedule.asNeeded ? t`As needed` : undefined)}
          >
            <Input
              id={`${id}-when`}
              value={row.notation}
              placeholder="1-0-1"
              aria-invalid={problems.notation ? true : undefined}
              onChange={(e) => set({ notation: e.target.value })}
            />
          </Field>
          <Field id={`${id}-food`} label={t`Food`}>
            <Select
              id={`${id}-food`}
              value={row.food ?? ''}
              onChange={(e) => set({ food: (e.target.value || null) as FoodTiming | null })}
            >
              <option value="">{t`Any time`}</option>
              <option value="before">{t`Before food`}</option>
              <option value="after">{t`After food`}</option>
              <option value="with">{t`With food`}</option>
            </Select>
          </Field>
          <Field id={`${id}-days`} label={t`Days`} hint={row.days ? undefined : t`No end`}>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              value={row.days ?? ''}
              onChange={(e) => {
                const days = Math.round(Number(e.target.value));
                set({ days: days >= 1 && days <= 365 ? days : null });
              }}
            />
          </Field>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "We found 3 medicines": each editable, all chosen at first; one tap adds the chosen ones as
 * medications of the member the prescription is for. Nothing is added without that tap.
 */
export function FoundMedicines(props: {
  medicines: readonly FoundMedicine[];
  memberId: string;
  memberName: string | null;
  today: string;
  adding: boolean;
  onAdd: (bodies: ReturnType<typeof medicationFromChosen>[]) => void;
  onSkip: () => void;
}) {
  const { medicines, memberName } = props;
  const [rows, setRows] = useState(() => medicines.map(rowOf));
  const [tried, setTried] = useState(false);
  const at = { memberId: props.memberId, today: props.today };
  const chosen = rows.filter((r) => r.chosen);
  const problems = rows.map((r) => (tried && r.chosen ? problemsOf(r, at) : {}));
  const count = chosen.length;
  const found = medicines.length;

  const add = () => {
    setTried(true);
    if (chosen.some((r) => Object.keys(problemsOf(r, at)).length > 0)) return;
    props.onAdd(chosen.map((r) => medicationFromChosen(r, at)));
  };

  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-semibold text-slate-900" aria-live="polite">
          <Plural value={found} one="We found # medicine" other="We found # medicines" />
        </h3>
        <p className="text-sm text-slate-600">
          {memberName ? (
            <Trans>
              Check each one, then add the ones {memberName} takes as reminders. Nothing is added
              until you tap Add.
            </Trans>
          ) : (
            <Trans>
              Check each one, then add the ones you take as reminders. Nothing is added until you
              tap Add.
            </Trans>
          )}
        </p>
      </div>
      <ul className="space-y-3">
        {rows.map((row, index) => (
          <MedicineRow
            key={index}
            index={index}
            row={row}
            problems={problems[index] ?? {}}
            onChange={(next) => setRows((all) => all.map((r, i) => (i === index ? next : r)))}
          />
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={props.onSkip} disabled={props.adding}>
          <Trans>Not now</Trans>
        </Button>
        <Button onClick={add} disabled={count === 0 || props.adding}>
          <Plural value={count} one="Add # medicine" other="Add # medicines" />
        </Button>
      </div>
    </div>
  );
}
