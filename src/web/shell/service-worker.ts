import { registerServiceWorker } from '@web/lib/register-sw';

/**
 * Registers the service worker once the page is up (main.tsx), then re-sends this device's push
 * subscription: lib/register-sw.ts is handed the notifications feature's sync, as lib/ imports
 * no feature.
 */
export function startServiceWorker(): void {
  registerServiceWorker(() =>
    import('@web/features/notifications/push-sync').then((m) => m.syncPush()),
  );
}
