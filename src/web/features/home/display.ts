import type { MedicationColor } from '@core/contract/medicines-rules';

/** Spec §9: the ring shows a whole percentage from 0 to 100, 0 when absent. */
export function ringPercentage(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Spec §9: the progress ring's radius. */
export const RING_RADIUS = 40;
export const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/** How much of the ring's stroke stays hidden for `percentage`. */
export function ringOffset(percentage: number): number {
  return RING_CIRCUMFERENCE * (1 - ringPercentage(percentage) / 100);
}

/** Spec §3: blue, purple or green (blue by default), as tile colours. */
export function colorClasses(color: MedicationColor | string | undefined): string {
  if (color === 'purple') return 'bg-purple-100 text-purple-800';
  if (color === 'green') return 'bg-green-100 text-green-800';
  return 'bg-blue-100 text-blue-800';
}
