import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServerNotification } from '@core/contract/prescriptions';
import { apiRequest } from '@web/lib/api';
import { notificationsKey } from './queries';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (_res, id) => {
      queryClient.setQueryData<ServerNotification[]>(notificationsKey, (list) =>
        list?.map((n) => (n.id === id ? { ...n, readAt: new Date().toISOString() } : n)),
      );
      return queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}
