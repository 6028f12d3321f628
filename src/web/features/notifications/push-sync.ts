import type { PushPublicKey, PushSubscriptionRecord } from '@core/contract/push';
import type { Subscription } from '@core/contract/medicines';
import { getAuthUser } from '@web/session/auth-store';
import { apiJson } from '@web/lib/api';
import { safeStorage } from '@web/lib/safe-storage';
import { readPreferences } from './preferences';

/** This device's row on the server (the app keeps it to unsubscribe). */
const PUSH_ID_KEY = 'medmitra_push_subscription_id';

/** Web Push in this browser: a service worker, the Push API, and notifications allowed. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Subscribes this browser to Web Push and tells the server (ADR 032), on every app open:
 * browsers drop and renew subscriptions, and the server keeps one row per endpoint. Premium and
 * notifications allowed only; never asks for permission (that needs a tap). Also sends the
 * device's notification preferences, which the server's pushes honour.
 */
export async function syncPush(): Promise<'synced' | 'skipped'> {
  if (!pushSupported() || Notification.permission !== 'granted' || !getAuthUser()) {
    return 'skipped';
  }
  const plan = await apiJson<Subscription>('GET', '/api/subscription');
  if (!plan.isSubscribed) return 'skipped';
  const { publicKey } = await apiJson<PushPublicKey | { publicKey: null }>(
    'GET',
    '/api/push/public-key',
  );
  if (!publicKey) return 'skipped';
  const key = keyBytes(publicKey);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  const saved = await apiJson<PushSubscriptionRecord>('POST', '/api/push-subscriptions', {
    endpoint: json.endpoint,
    keys: json.keys,
  });
  safeStorage().setItem(PUSH_ID_KEY, saved.id);
  await syncPreferences();
  return 'synced';
}

/** Sends the device's four preferences to the server (premium accounts; a 403 is ignored). */
export async function syncPreferences(): Promise<void> {
  const prefs = readPreferences(safeStorage());
  await apiJson('PATCH', '/api/notification-preferences', prefs);
}
