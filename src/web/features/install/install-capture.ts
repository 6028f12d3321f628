/**
 * The one part of the install offer that must run before the first render (every route's first
 * load carries it): Chromium fires beforeinstallprompt once, early, and it must be kept then. The
 * rest (the state the install buttons read, the prompt) is install-store.ts, loaded with them
 * (that moved out of the first load to make room for the offline shell).
 */
export const captured = {
  /** Chromium's install prompt event, not used yet. */
  prompt: null as Event | null,
  /** The browser reported the install. */
  installed: false,
  /** install-store's listener, once it has loaded. */
  changed: (): void => undefined,
};

/** Called once (main.tsx) before the first render, so that an early beforeinstallprompt is kept. */
export function startInstallCapture(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured.prompt = event;
    captured.changed();
  });
  window.addEventListener('appinstalled', () => {
    captured.prompt = null;
    captured.installed = true;
    captured.changed();
  });
}
