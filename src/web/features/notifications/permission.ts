import { useCallback, useEffect, useState } from 'react';
import type { PermissionState } from './preferences';

export function readPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Spec §4: granted, denied or undecided ('default'). Follows changes made in the browser's site
 * settings where the Permissions API reports them.
 */
export function useNotificationPermission(): {
  permission: PermissionState;
  request: () => Promise<PermissionState>;
} {
  const [permission, setPermission] = useState<PermissionState>(readPermission);

  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setPermission(readPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);

  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return 'unsupported' as const;
    const result = await Notification.requestPermission();
    setPermission(result);
    return result;
  }, []);

  return { permission, request };
}
