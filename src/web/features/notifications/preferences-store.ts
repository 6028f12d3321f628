import { useSyncExternalStore } from 'react';
import { safeStorage } from '@web/lib/safe-storage';
import {
  PREFERENCES_KEY,
  readPreferences,
  writePreferences,
  type NotificationPreferences,
  type PreferenceKey,
} from './preferences';

/** One copy of the preferences for the panel and the reminder overlay, kept in step with storage. */
let current: NotificationPreferences | undefined;
const listeners = new Set<() => void>();

function read(): NotificationPreferences {
  current ??= readPreferences(safeStorage());
  return current;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_KEY && event.key !== null) return;
    current = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setPreference(key: PreferenceKey, value: boolean): void {
  current = { ...read(), [key]: value };
  writePreferences(safeStorage(), current);
  notify();
}

export function useNotificationPreferences(): NotificationPreferences {
  return useSyncExternalStore(subscribe, read, read);
}
