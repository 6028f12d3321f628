import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack's onlineManager assumes "online" until an offline event arrives, so a page opened
 * without a connection would fire every query and fail it. navigator.onLine === false is
 * reliable (true is not), so it seeds the state; the online/offline events keep it current.
 */
export function initOnlineState(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    onlineManager.setOnline(false);
  }
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
