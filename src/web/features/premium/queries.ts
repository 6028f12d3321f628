import { useQuery } from '@tanstack/react-query';
import type { PaymentOrder, PaymentRecord } from '@core/contract/payments';

/** The account's payment history (GET /api/payments), newest first. */
export const paymentsKey = ['/api/payments'] as const;
export const orderKey = (id: string) => ['/api/payments/orders', id] as const;

export function usePaymentHistory() {
  return useQuery<PaymentRecord[]>({ queryKey: paymentsKey, meta: { silentErrors: true } });
}

/**
 * An order as the server has it: /test-payment shows it, /payment-success reads its verified
 * state (never the URL's word). While `poll`, it is asked again every 2 s (a webhook may still
 * be on its way).
 */
export function useOrder(id: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery<PaymentOrder>({
    queryKey: orderKey(id ?? ''),
    enabled: !!id,
    meta: { silentErrors: true },
    refetchInterval: (query) => (poll && query.state.data?.status === 'created' ? 2000 : false),
  });
}

/** The `?order=` of the page's address, if it looks like an id (the server checks the rest). */
export function orderIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('order');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
