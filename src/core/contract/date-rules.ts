/** Date rules without zod, for pages whose first load must not carry it. dates.ts re-exports. */

/** True when the text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
