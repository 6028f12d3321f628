import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@core/contract/medicines';

/** The signed-in account's plan: premium, profile, ads and the dose reminders all read it. */
export const subscriptionKey = ['/api/subscription'] as const;

/** GET /api/subscription: premium decides smart notifications (spec §6, PRODUCT §7). */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Subscription>({ queryKey: subscriptionKey, enabled });
}
