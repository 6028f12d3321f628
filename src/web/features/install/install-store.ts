import { useSyncExternalStore } from 'react';

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

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = NOT_OFFERED;
const listeners = new Set<() => void>();
let started = false;

function setState(next: InstallState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
  );
}

/** Called once before the first render so that an early beforeinstallprompt is not missed. */
export function startInstallCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  state = { installed: isStandalone(), canPrompt: false };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    setState({ ...state, canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    setState({ installed: true, canPrompt: false });
  });
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => NOT_OFFERED,
  );
}

/** Shows the native prompt when there is one, else the manual instructions (spec §4). */
export async function requestInstall(): Promise<void> {
  const prompt = deferredPrompt;
  if (!prompt) {
    // Only a tap on Install without a native prompt needs the words: fetched then.
    const { manualInstallInstructions } = await import('./manual-instructions');
    window.alert(manualInstallInstructions(navigator.userAgent, navigator.maxTouchPoints ?? 0));
    return;
  }
  // A prompt event can be used only once.
  deferredPrompt = null;
  setState({ ...state, canPrompt: false });
  await prompt.prompt();
  await prompt.userChoice.catch(() => undefined);
}
