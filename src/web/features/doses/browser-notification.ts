import type { LocalNotification } from './local-notification';
import { notificationText } from './reminder-texts';

/** Spec §9: a browser notification closes itself after 5 s. */
export const BROWSER_NOTIFICATION_MS = 5000;

/**
 * Shows `notification` through the browser. Android Chrome allows notifications only from a
 * service worker (the constructor throws there), so that is the fallback.
 */
export function showBrowserNotification(notification: LocalNotification): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, message } = notificationText(notification);
  const options: NotificationOptions = {
    body: message,
    tag: notification.id,
    icon: '/icon-192.png',
  };
  try {
    const shown = new Notification(title, options);
    setTimeout(() => shown.close(), BROWSER_NOTIFICATION_MS);
  } catch {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.ready
      .then(async (registration) => {
        await registration.showNotification(title, options);
        setTimeout(() => {
          void registration
            .getNotifications({ tag: notification.id })
            .then((list) => list.forEach((n) => n.close()));
        }, BROWSER_NOTIFICATION_MS);
      })
      .catch((error: unknown) => console.error('Could not show a browser notification', error));
  }
}
