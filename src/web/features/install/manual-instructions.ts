/** True on iPhone, iPod and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Spec §4: what the alert says when the browser offers no install prompt. */
export function manualInstallInstructions(userAgent: string, maxTouchPoints: number): string {
  if (isIos(userAgent, maxTouchPoints)) {
    return [
      'To install MedMitra on your iPhone or iPad:',
      '',
      '1. Tap the Share button in Safari',
      '2. Tap "Add to Home Screen"',
      '3. Tap "Add"',
    ].join('\n');
  }
  return [
    'To install MedMitra:',
    '',
    '1. Open your browser menu (⋮)',
    '2. Tap "Add to Home screen" or "Install app"',
    '3. Confirm to add MedMitra to your home screen',
  ].join('\n');
}
