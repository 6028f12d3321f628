import { useQuery } from '@tanstack/react-query';
import type { PrivacyChoices } from '@core/contract/data-privacy';

/** The account's optional-processing switches (server-side); Home's tip reads them too. */
export const privacyChoicesKey = ['/api/data-privacy/choices'] as const;

export function usePrivacyChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<PrivacyChoices>({ queryKey: privacyChoicesKey, enabled });
}
