import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAccountDetail,
  AdminAccountRow,
  AdminAuditLog,
  AdminOverview,
  AdminPayment,
  AdminPriceImport,
  AdminSupportMessage,
  Paged,
} from '@core/contract/admin';
import { apiJson } from '@web/lib/api';
import { useReauth } from './reauth';

/** Every admin answer lives under this key: one invalidation refreshes the area. */
export const ADMIN_KEY = '/api/admin';

/** A GET of the admin API with its query string (empty values left out). */
function adminGet<T>(path: string, params: Record<string, string | number | undefined> = {}) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '') search.set(k, String(v));
  const query = search.toString();
  return apiJson<T>('GET', `${ADMIN_KEY}${path}${query ? `?${query}` : ''}`);
}

function useAdminQuery<T>(
  path: string,
  params: Record<string, string | number | undefined> = {},
  enabled = true,
) {
  return useQuery<T>({
    queryKey: [ADMIN_KEY, path, params],
    queryFn: () => adminGet<T>(path, params),
    placeholderData: keepPreviousData,
    // Account and billing data: always fresh when a tab opens.
    staleTime: 0,
    enabled,
  });
}

export const useOverview = () => useAdminQuery<AdminOverview>('/overview');
export const useAccounts = (q: string, page: number) =>
  useAdminQuery<Paged<AdminAccountRow>>('/accounts', { q, page });
export const useAccountDetail = (id: string | null) =>
  useAdminQuery<AdminAccountDetail>(`/accounts/${id ?? ''}`, {}, id !== null);
export const usePayments = (status: string, page: number) =>
  useAdminQuery<Paged<AdminPayment>>('/payments', { status, page });
export const useSupportMessages = (status: string, page: number) =>
  useAdminQuery<Paged<AdminSupportMessage>>('/support-messages', { status, page });
export const usePriceImports = (page: number) =>
  useAdminQuery<Paged<AdminPriceImport>>('/price-imports', { page });
export const useAuditLog = (
  filter: { adminId: string; action: string; accountId: string },
  page: number,
) => useAdminQuery<AdminAuditLog>('/audit-log', { ...filter, page });

/**
 * A change in the admin area: POST to the admin API, asking for the password again first when
 * the server says it was entered too long ago (ADR 034), then every admin answer refreshed.
 */
export function useAdminChange<Input, Answer>(
  path: (input: Input) => string,
  body?: (input: Input) => unknown,
) {
  const client = useQueryClient();
  const withReauth = useReauth();
  return useMutation<Answer, Error, Input>({
    mutationFn: (input) =>
      withReauth(() => apiJson<Answer>('POST', `${ADMIN_KEY}${path(input)}`, body?.(input))),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
