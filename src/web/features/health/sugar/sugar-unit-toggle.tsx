import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/cn';
import { safeStorage } from '@web/lib/safe-storage';
import {
  readSugarUnit,
  storeSugarUnit,
  SUGAR_UNITS,
  UNIT_LABELS,
  type SugarUnit,
} from './sugar-units';

/** The unit sugar is shown and typed in, remembered on this device. */
export function useSugarUnit(): [SugarUnit, (unit: SugarUnit) => void] {
  const [unit, setUnit] = useState(() => readSugarUnit(safeStorage()));
  return [
    unit,
    (next) => {
      setUnit(next);
      storeSugarUnit(safeStorage(), next);
    },
  ];
}

export function SugarUnitToggle({
  unit,
  onChange,
}: {
  unit: SugarUnit;
  onChange: (unit: SugarUnit) => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Show sugar in`} className="flex items-center gap-2 text-sm">
      <span className="text-slate-700" aria-hidden="true">
        <Trans>Show in</Trans>
      </span>
      <div className="flex rounded-full bg-slate-200 p-0.5">
        {SUGAR_UNITS.map((u) => (
          <button
            key={u}
            type="button"
            aria-pressed={u === unit}
            onClick={() => onChange(u)}
            className={cn(
              'min-h-9 rounded-full px-3 font-medium',
              u === unit ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700',
            )}
          >
            {UNIT_LABELS[u]}
          </button>
        ))}
      </div>
    </div>
  );
}
