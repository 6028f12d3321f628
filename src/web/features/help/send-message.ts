import { useMutation } from '@tanstack/react-query';
import type { SupportMessageInput, SupportMessageReceipt } from '@core/contract/support';
import { apiJson } from '@web/lib/api';

/** Sends the contact form; a refusal (429, say) shows where every API error shows. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (input: SupportMessageInput) =>
      apiJson<SupportMessageReceipt>('POST', '/api/support-messages', input),
  });
}
