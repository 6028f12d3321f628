import { useSyncExternalStore } from 'react';
import { captured } from './install-capture';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** Running as an installed app, or the browser reported the install. */
  installed: boolean;
  /** The browser offered a native install prompt that has not been used yet. */
  canPrompt: boolean;
}

/** What the prerendered page shows, and so what hydration must render first (ADR 020). */
const NOT_OFFERED: InstallState = { installed: false, canPrompt: false };

const listeners = new Set<() => void>();
let state: InstallState | undefined;

/** The state as captured since start-up (install-capture.ts), made once per change. */
function current(): InstallState {
  state ??= {
    installed: captured.installed || isStandalone(),
    canPrompt: captured.prompt !== null,
  };
  return state;
}

captured.changed = () => {
  state = undefined;
  listeners.forEach((listener) => listener());
};

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
  );
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => NOT_OFFERED,
  );
}

/** Shows the native prompt when there is one, else the manual instructions (spec §4). */
export async function requestInstall(): Promise<void> {
  const prompt = captured.prompt as BeforeInstallPromptEvent | null;
  if (!prompt) {
    // Only a tap on Install without a native prompt needs the words: fetched then.
    const { manualInstallInstructions } = await import('./manual-instructions');
    window.alert(manualInstallInstructions(navigator.userAgent, navigator.maxTouchPoints ?? 0));
    return;
  }
  // A prompt event can be used only once.
  captured.prompt = null;
  captured.changed();
  await prompt.prompt();
  await prompt.userChoice.catch(() => undefined);
}
