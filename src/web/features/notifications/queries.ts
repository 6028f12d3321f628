import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { ServerNotification } from '@core/contract/prescriptions';
import { getQueryFn } from '@web/lib/api';

export const notificationsKey = ['/api/notifications'] as const;

const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** Alerts are extra to the bell: a failure is logged, not shown over every page. */
async function fetchNotifications(context: QueryFunctionContext): Promise<ServerNotification[]> {
  try {
    const value = await getJson(context);
    return Array.isArray(value) ? (value as ServerNotification[]) : [];
  } catch (error) {
    console.error('Could not fetch notifications', error);
    throw error;
  }
}

/** The server's alerts (refill), newest first. */
export function useServerNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: fetchNotifications,
    meta: { silentErrors: true },
  });
}
