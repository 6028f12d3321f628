import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@core/contract/auth';
import { apiJson } from '@web/lib/api';
import { toast } from '@web/lib/toast-store';

export const sessionsKey = ['/api/auth/sessions'] as const;

export function useSessions() {
  return useQuery<SessionInfo[]>({ queryKey: sessionsKey });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<unknown>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast({ title: t`Device Signed Out`, description: t`That device has been signed out.` });
    },
  });
}
