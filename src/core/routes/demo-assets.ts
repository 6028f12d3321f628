/**
 * Every file of the demo's worker bundle (its code and its database engine) is named
 * `/assets/mm-demo-…` (vite.config.ts, ADR 038): the service worker leaves them out of the
 * precache, and the server lets them, alone, compile WebAssembly.
 */
export const DEMO_ASSET_PREFIX = 'mm-demo-';

export function isDemoAsset(path: string): boolean {
  return path.startsWith(`/assets/${DEMO_ASSET_PREFIX}`);
}
