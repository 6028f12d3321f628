import { safeStorage } from '@web/lib/safe-storage';

/**
 * Set while demo mode runs (the demo's host sets it once the demo has signed in, and Exit demo
 * removes it). main.tsx reads it before the first request: this module is in every route's first
 * load, so it stays this small.
 */
export const DEMO_FLAG_KEY = 'medmitra_demo';

export function isDemo(): boolean {
  return safeStorage().getItem(DEMO_FLAG_KEY) === '1';
}

/** `/#create-account`: the sign-in screen opens on Create Account (Exit demo's "Create a free account"). */
export const SIGN_UP_HASH = 'create-account';
