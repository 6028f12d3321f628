// wouter imports `use-sync-external-store/shim`, a polyfill for React < 18 that React 19 makes
// dead weight on every route's first load: vite.config.ts points it here instead.
export { useSyncExternalStore } from 'react';
