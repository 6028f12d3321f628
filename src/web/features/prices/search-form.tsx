import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { PriceSearchRequest } from '@core/contract/prices';
import { Button } from '@web/components/ui/button';
import { describedBy } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { canSubmitSearch, toSearchRequest, type SearchFormErrors } from './form-values';
import { MedicineComboboxInput } from './medicine-combobox';
import type { MedicineCombobox } from './use-medicine-combobox';

export interface SearchFormProps {
  combobox: MedicineCombobox;
  pending: boolean;
  onSearch: (request: PriceSearchRequest) => void;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/** Spec §5: a non-empty trimmed name; submit disabled while empty or pending, spinner (§4). */
export function SearchForm({ combobox, pending, onSearch }: SearchFormProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const dosageId = `${id}-dosage`;
  const quantityId = `${id}-quantity`;
  const [dosage, setDosage] = useState('');
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const name = combobox.state.text;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitSearch(name, pending)) return;
    const checked = toSearchRequest({ medicationName: name, dosage, quantity });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    combobox.dispatch({ type: 'close' });
    onSearch(checked.request);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-busy={pending}>
      <div className="space-y-1.5">
        <label htmlFor={nameId} className="block text-sm font-medium text-slate-800">
          <Trans>Medication name</Trans>
        </label>
        <MedicineComboboxInput
          id={nameId}
          combobox={combobox}
          invalid={Boolean(errors.medicationName)}
          describedBy={describedBy(nameId, { error: errors.medicationName })}
        />
        <FieldError id={`${nameId}-error`} text={errors.medicationName} />
      </div>
      <div className="grid gap-3 min-[360px]:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={dosageId} className="block text-sm font-medium text-slate-800">
            <Trans>
              Dosage <span className="font-normal text-slate-600">(optional)</span>
            </Trans>
          </label>
          <Input
            id={dosageId}
            value={dosage}
            maxLength={50}
            placeholder="500 mg"
            autoComplete="off"
            onChange={(e) => setDosage(e.target.value)}
            aria-invalid={Boolean(errors.dosage) || undefined}
            aria-describedby={describedBy(dosageId, { error: errors.dosage })}
          />
          <FieldError id={`${dosageId}-error`} text={errors.dosage} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={quantityId} className="block text-sm font-medium text-slate-800">
            <Trans>
              Quantity <span className="font-normal text-slate-600">(optional)</span>
            </Trans>
          </label>
          <Input
            id={quantityId}
            value={quantity}
            inputMode="numeric"
            placeholder="10"
            autoComplete="off"
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={Boolean(errors.quantity) || undefined}
            aria-describedby={describedBy(quantityId, { error: errors.quantity })}
          />
          <FieldError id={`${quantityId}-error`} text={errors.quantity} />
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmitSearch(name, pending)}>
        {pending ? (
          <Spinner className="size-5" />
        ) : (
          <Search className="size-5" aria-hidden="true" />
        )}
        {pending ? <Trans>Searching…</Trans> : <Trans>Search prices</Trans>}
      </Button>
    </form>
  );
}
