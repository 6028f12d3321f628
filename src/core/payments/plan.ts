/**
 * PRODUCT §7: one plan, Premium for a year at ₹120. The server's `plans` table holds the same row
 * (seeded by migration 0011); an order's amount is read from that table, never from the client.
 */
export const PREMIUM_PLAN = {
  id: 'premium-yearly',
  name: 'MedMitra Premium (1 year)',
  amountPaise: 12_000,
  currency: 'INR',
  months: 12,
} as const;

export type PlanId = typeof PREMIUM_PLAN.id;
export const PLAN_IDS = [PREMIUM_PLAN.id] as const;

/** ₹ from paise, for display (the web formats it in the active locale). */
export const rupeesOf = (paise: number) => paise / 100;
