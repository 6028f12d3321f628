import { msg } from '@lingui/core/macro';

/**
 * Every sentence the offline mode shows, in one place (ADR 022). Module-level constants are
 * message descriptors (ADR 026): show one with `i18n._(OFFLINE_TEXT.banner)` when rendering.
 */
export const OFFLINE_TEXT = {
  /** The signed-in shell's status bar while the device has no connection. */
  banner: msg`You are offline. Showing what was last loaded.`,
  /** Taken made offline: kept on the phone and sent when the connection returns. */
  doseQueuedDescription: msg`Saved on this phone. It will sync when you are back online.`,
  /** The marker beside a dose taken offline and not yet on the server. */
  pendingSync: msg`Pending sync`,
  takenPending: msg`Taken`,
} as const;
