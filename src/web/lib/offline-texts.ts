/**
 * Every sentence the offline mode shows, in one place so the Hindi catalogue can take them over
 * (issue 9 §3) without a hunt through components.
 */
export const OFFLINE_TEXT = {
  /** The signed-in shell's status bar while the device has no connection. */
  banner: 'You are offline. Showing what was last loaded.',
  /** A write (other than Taken) tried offline: nothing was sent and nothing changed. */
  writeRefusedTitle: 'You are offline',
  writeRefusedDescription: 'Nothing was saved. Connect to the internet and try again.',
  /** Taken made offline: kept on the phone and sent when the connection returns. */
  doseQueuedDescription: 'Saved on this phone. It will sync when you are back online.',
  /** The marker beside a dose taken offline and not yet on the server. */
  pendingSync: 'Pending sync',
  takenPending: 'Taken',
} as const;
