import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { controlClasses } from '@web/components/ui/input';
import { formatRupees } from '@web/lib/number-format';
import { cn } from '@web/lib/cn';
import { searchPlaceholder } from './messages';
import type { MedicineCombobox } from './use-medicine-combobox';

export interface MedicineComboboxProps {
  id: string;
  combobox: MedicineCombobox;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * WAI-ARIA combobox: the focus stays in the input; arrows move the highlighted option
 * (aria-activedescendant), Enter picks it, Escape closes the list.
 */
export function MedicineComboboxInput({
  id,
  combobox,
  describedBy,
  invalid,
}: MedicineComboboxProps) {
  const { t } = useLingui();
  const { state, dispatch, suggestions, visible } = combobox;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const active = visible && state.active >= 0 ? suggestions[state.active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0 || state.query === '') return;
      event.preventDefault();
      dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, count });
    } else if (event.key === 'Enter' && active) {
      // Enter on a highlighted option picks it; otherwise it submits the form.
      event.preventDefault();
      dispatch({ type: 'pick', text: active.name });
    } else if (event.key === 'Escape' && visible) {
      event.preventDefault();
      dispatch({ type: 'close' });
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(state.active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        placeholder={searchPlaceholder()}
        value={state.text}
        onChange={(e) => dispatch({ type: 'input', text: e.target.value })}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: 'close' })}
        className={cn(
          controlClasses,
          'text-ellipsis placeholder:text-sm max-[359px]:placeholder:text-xs',
        )}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Medicine suggestions`}
        hidden={!visible}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
      >
        {visible
          ? suggestions.map((s, i) => (
              <li
                key={`${s.name}|${s.unitSize}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === state.active}
                // mousedown, not click: the input must not lose the focus (and close the list) first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  dispatch({ type: 'pick', text: s.name });
                }}
                className={cn(
                  'cursor-pointer px-3.5 py-2.5 text-sm',
                  i === state.active ? 'bg-brand-50 text-brand-900' : 'text-slate-900',
                )}
              >
                <span className="block font-medium">{s.name}</span>
                <span className="block text-xs text-slate-600">
                  {[s.unitSize, s.mrp === null ? '' : t`Jan Aushadhi MRP ${formatRupees(s.mrp)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
