/** A problem with one field of a reading, in words the person who typed it understands. */
export interface FieldIssue<F extends string = string> {
  field: F;
  message: string;
}

/** True when `value` is a finite number in [min, max] (and whole, when asked). */
export function inRange(value: number, min: number, max: number, whole = false): boolean {
  return (
    Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value))
  );
}
