import { safeStorage } from '@web/lib/safe-storage';
import { DEMO_FLAG_KEY } from './demo-keys';

/** Whether demo mode runs (the demo's host sets the flag once the demo has signed in). */
export function isDemo(): boolean {
  return safeStorage().getItem(DEMO_FLAG_KEY) === '1';
}
