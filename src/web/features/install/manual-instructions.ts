import { t } from '@lingui/core/macro';

/** True on iPhone, iPod and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Spec §4: what the alert says when the browser offers no install prompt, in the active language. */
export function manualInstallInstructions(userAgent: string, maxTouchPoints: number): string {
  if (isIos(userAgent, maxTouchPoints)) {
    return [
      t`To install MedMitra on your iPhone or iPad:`,
      '',
      t`1. Tap the Share button in Safari`,
      t`2. Tap "Add to Home Screen"`,
      t`3. Tap "Add"`,
    ].join('\n');
  }
  return [
    t`To install MedMitra:`,
    '',
    t`1. Open your browser menu (⋮)`,
    t`2. Tap "Add to Home screen" or "Install app"`,
    t`3. Confirm to add MedMitra to your home screen`,
  ].join('\n');
}
