import { t } from '@lingui/core/macro';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Spec §3: notification preferences, kept on this device only, each on by default. */
export const PREFERENCES_KEY = 'notification_preferences';

export const PREFERENCE_KEYS = [
  'medications',
  'periods',
  'healthCheckups',
  'generalReminders',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type NotificationPreferences = Record<PreferenceKey, boolean>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  medications: true,
  periods: true,
  healthCheckups: true,
  generalReminders: true,
};

/** Spec §6, PRODUCT §7: smart notifications are premium; general health tips are for anyone. */
export const PREMIUM_PREFERENCES: readonly PreferenceKey[] = [
  'medications',
  'periods',
  'healthCheckups',
];

/** Spec §6: the destructive toast when a free user turns a premium type on. */
export function premiumFeatureToast(): { title: string; description: string } {
  return {
    title: t`Premium Feature`,
    description: t`Smart notifications are available with MedMitra Premium`,
  };
}

/** Spec §8: when the browser refuses notifications. */
export function permissionDeniedToast(): { title: string; description: string } {
  return {
    title: t`Permission Denied`,
    description: t`Please enable notifications in your browser settings to receive reminders`,
  };
}

export function isPremiumPreference(key: PreferenceKey): boolean {
  return PREMIUM_PREFERENCES.includes(key);
}

/** The stored preferences, defaults for anything missing or malformed. */
export function readPreferences(store: KeyValueStore): NotificationPreferences {
  const prefs = { ...DEFAULT_PREFERENCES };
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(PREFERENCES_KEY) ?? 'null');
  } catch {
    return prefs;
  }
  if (typeof value !== 'object' || value === null) return prefs;
  const record = value as Record<string, unknown>;
  for (const key of PREFERENCE_KEYS) {
    const stored = record[key];
    if (typeof stored === 'boolean') prefs[key] = stored;
  }
  return prefs;
}

export function writePreferences(store: KeyValueStore, prefs: NotificationPreferences): void {
  store.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
}

export type ToggleDecision = { allowed: true } | { allowed: false; reason: 'premium' };

/** Spec §6: without premium, turning a premium type on is refused; turning off always works. */
export function decideToggle(
  key: PreferenceKey,
  next: boolean,
  isSubscribed: boolean,
): ToggleDecision {
  if (next && !isSubscribed && isPremiumPreference(key))
    return { allowed: false, reason: 'premium' };
  return { allowed: true };
}

/**
 * Whether a type is really on: a premium type counts only with premium. The switches show this,
 * so a free account never sees a premium type as on while it gets nothing.
 */
export function isEffectivelyOn(
  prefs: NotificationPreferences,
  key: PreferenceKey,
  isSubscribed: boolean,
): boolean {
  return prefs[key] && (isSubscribed || !isPremiumPreference(key));
}

export type PermissionState = NotificationPermission | 'unsupported';

/**
 * A browser notification for a reminder of type `key` (a dose, a period, a health check), in
 * addition to the in-app one (spec §4, PRODUCT §7): with permission, the type on, and premium.
 */
export function shouldNotifyBrowser(input: {
  permission: PermissionState;
  prefs: NotificationPreferences;
  isSubscribed: boolean;
  key: PreferenceKey;
}): boolean {
  return (
    input.permission === 'granted' && isEffectivelyOn(input.prefs, input.key, input.isSubscribed)
  );
}
