import * as z from 'zod/mini';
import { isoInstant } from './dates';
import { MEDICATION_MESSAGES } from './medicines-rules';

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is missing` })
    .check(
      z.minLength(min, `${what} is not valid`),
      z.maxLength(max, `${what} is not valid`),
      z.regex(/^[A-Za-z0-9_-]+$/, `${what} is not valid`),
    );

/**
 * A browser's push subscription (PushSubscription.toJSON()). The endpoint is the push service's
 * https address; p256dh is the browser's P-256 public key (65 bytes: 87 characters), auth its
 * 16-byte secret (22 characters).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: 'The push endpoint is missing' }).check(
    z.maxLength(2048, 'The push endpoint is too long'),
    z.refine(isPushEndpoint, {
      error: 'The push endpoint must be an https address of a browser push service',
    }),
  ),
  keys: z.object(
    {
      p256dh: base64url('The p256dh key', 86, 88),
      auth: base64url('The auth secret', 22, 24),
    },
    { error: 'The subscription keys are missing' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * The browsers' push services: Chrome, Edge, Opera and Samsung Internet (Firebase Cloud
 * Messaging), Firefox (Mozilla's autopush), Safari (Apple) and Windows (WNS). The server posts
 * to a subscription's endpoint, so any other host (an internal name, say) is refused.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
const PUSH_SERVICE_SUFFIXES = [
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/** https, one of the browsers' push services, no credentials or port in it. */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.includes(host) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}

/** POST /api/push-subscriptions answers the row's id (the client keeps it to unsubscribe). */
export interface PushSubscriptionRecord {
  id: string;
  createdAt: string;
}

/**
 * Spec §3's four notification preferences, kept on the server for premium accounts so that a
 * push honours them, plus `showDetails`: off, a push says only "Time for your medicine" (no name
 * or dose on the lock screen).
 */
export const notificationPreferencesSchema = z.object({
  medications: z.boolean({ error: 'Medication reminders must be on or off' }),
  periods: z.boolean({ error: 'Period reminders must be on or off' }),
  healthCheckups: z.boolean({ error: 'Health check-up reminders must be on or off' }),
  generalReminders: z.boolean({ error: 'General reminders must be on or off' }),
  showDetails: z.boolean({ error: 'Showing details must be on or off' }),
});
export type ServerNotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesPatchSchema = z
  .strictObject({
    medications: z.optional(z.boolean({ error: 'Medication reminders must be on or off' })),
    periods: z.optional(z.boolean({ error: 'Period reminders must be on or off' })),
    healthCheckups: z.optional(z.boolean({ error: 'Health check-up reminders must be on or off' })),
    generalReminders: z.optional(z.boolean({ error: 'General reminders must be on or off' })),
    showDetails: z.optional(z.boolean({ error: 'Showing details must be on or off' })),
  })
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), {
      error: 'Choose a setting to change',
    }),
  );
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

export const DEFAULT_SERVER_PREFERENCES: ServerNotificationPreferences = {
  medications: true,
  periods: true,
  healthCheckups: true,
  generalReminders: true,
  showDetails: true,
};

/** GET /api/push/public-key: the VAPID public key (base64url) the browser subscribes with. */
export interface PushPublicKey {
  publicKey: string;
}

/** Snooze 15m on a pushed dose's notification: the dose the service worker asks to hear again. */
export const pushSnoozeSchema = z.object(
  {
    medicationId: z.uuid({ error: MEDICATION_MESSAGES.medication }),
    scheduledTime: isoInstant(MEDICATION_MESSAGES.scheduledTime),
  },
  { error: 'The snoozed dose is missing' },
);
export type PushSnoozeInput = z.infer<typeof pushSnoozeSchema>;
