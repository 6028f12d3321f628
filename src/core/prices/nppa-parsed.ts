/** What a rule of the NPPA import read from a field, or why it refused it (nppa-row, nppa-unit). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
