import { mgdlToMmol, mmolToMgdl, type SugarType } from '@core/health/sugar';
import { formatNumber, requiredNumber } from '../form-numbers';

/** PRODUCT §1, §5: mg/dL by default, mmol/L on request. Stored values are always mg/dL. */
export const SUGAR_UNITS = ['mgdl', 'mmol'] as const;
export type SugarUnit = (typeof SUGAR_UNITS)[number];
export const SUGAR_UNIT_KEY = 'medmitra_sugar_unit';

export const UNIT_LABELS: Record<SugarUnit, string> = { mgdl: 'mg/dL', mmol: 'mmol/L' };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readSugarUnit(store: KeyValueStore): SugarUnit {
  return store.getItem(SUGAR_UNIT_KEY) === 'mmol' ? 'mmol' : 'mgdl';
}

export function storeSugarUnit(store: KeyValueStore, unit: SugarUnit): void {
  try {
    store.setItem(SUGAR_UNIT_KEY, unit);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
}

/** HbA1c is a percentage whatever the glucose unit. */
export function unitFor(type: SugarType, unit: SugarUnit): string {
  return type === 'hba1c' ? '%' : UNIT_LABELS[unit];
}

/** A stored value (mg/dL, or % for HbA1c) in the chosen unit, as a number. */
export function inUnit(value: number, type: SugarType, unit: SugarUnit): number {
  return type !== 'hba1c' && unit === 'mmol' ? mgdlToMmol(value) : value;
}

/** '126', '7.0' (mmol/L always shows its one decimal), '6.5'. */
export function sugarNumber(value: number, type: SugarType, unit: SugarUnit): string {
  const shown = inUnit(value, type, unit);
  if (type !== 'hba1c' && unit === 'mmol') return shown.toFixed(1);
  return formatNumber(shown, 1);
}

/** '126 mg/dL', '7.0 mmol/L', '6.5 %'. */
export function formatSugar(value: number, type: SugarType, unit: SugarUnit): string {
  return `${sugarNumber(value, type, unit)} ${unitFor(type, unit)}`;
}

/** What the form's value box shows for a stored value. */
export function sugarInputText(value: number, type: SugarType, unit: SugarUnit): string {
  return type !== 'hba1c' && unit === 'mmol' ? mgdlToMmol(value).toFixed(1) : String(value);
}

/** The value to store (mg/dL, or %) from what was typed in the chosen unit. */
export function storedSugarValue(
  text: string,
  type: SugarType,
  unit: SugarUnit,
): number | undefined {
  const typed = requiredNumber(text);
  if (typed === undefined || Number.isNaN(typed)) return typed;
  return type !== 'hba1c' && unit === 'mmol' ? mmolToMgdl(typed) : typed;
}
