import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { describedBy } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

/** Adds `entry` unless it is blank or already there (in any letter case). */
export function addChip(list: readonly string[], entry: string, maxLength = 100): string[] {
  const text = entry.trim().slice(0, maxLength);
  if (!text || list.some((v) => v.toLowerCase() === text.toLowerCase())) return [...list];
  return [...list, text];
}

export interface ChipsInputProps {
  id: string;
  label: string;
  /** The text field's name for screen readers: 'Add to health conditions'. */
  addLabel: string;
  hint?: string;
  error?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder: string;
  /** One-tap entries offered until chosen. */
  suggestions?: readonly string[];
  maxItems?: number;
  maxLength?: number;
}

/** A list of short texts: type and press Enter (or Add), tap a suggestion, remove with ×. */
export function ChipsInput(props: ChipsInputProps) {
  const { id, label, addLabel, hint, error, value, onChange, placeholder } = props;
  const { suggestions = [], maxItems = 30, maxLength = 100 } = props;
  const [draft, setDraft] = useState('');
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const full = value.length >= maxItems;
  const offered = suggestions.filter(
    (s) => !value.some((v) => v.toLowerCase() === s.toLowerCase()),
  );

  const add = (entry: string) => {
    if (full) return;
    onChange(addChip(value, entry, maxLength));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`${label} added`}>
          {value.map((item) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-100"
            >
              <span className="wrap-anywhere">{item}</span>
              <button
                type="button"
                aria-label={t`Remove ${item}`}
                onClick={() => {
                  onChange(value.filter((v) => v !== item));
                  input.current?.focus();
                }}
                className="flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          ref={input}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? t`At most ${maxItems}` : placeholder}
          autoComplete="off"
          enterKeyHint="enter"
          aria-label={addLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim()) add(draft);
          }}
        />
        <Button
          variant="outline"
          className="shrink-0 px-3"
          onClick={() => add(draft)}
          disabled={full}
        >
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
      {offered.length > 0 && !full ? (
        <div className="flex flex-wrap gap-2">
          {offered.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              onClick={() => add(suggestion)}
              aria-label={t`Add ${suggestion}`}
              className="min-h-9 rounded-full bg-white px-3 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <span aria-hidden="true">+ </span>
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
