import type { MedicationColor } from '@core/contract/medicines-rules';

/** Spec §3: blue, purple or green; the stripe on the card and the swatch in the form. */
export const COLOR_CLASSES: Record<MedicationColor, { stripe: string }> = {
  blue: { stripe: 'bg-blue-600' },
  purple: { stripe: 'bg-purple-600' },
  green: { stripe: 'bg-emerald-600' },
};
