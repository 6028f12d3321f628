import { describe, expect, it } from 'vitest';
import { isIos, manualInstallInstructions } from './manual-instructions';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';

describe('manual install instructions (spec §4)', () => {
  it('tells iOS Safari users: Share, Add to Home Screen, Add', () => {
    const text = manualInstallInstructions(IPHONE_SAFARI, 5);
    expect(text).toMatch(/Share/);
    expect(text).toMatch(/Add to Home Screen/);
    expect(text).toMatch(/Tap "Add"/);
    expect(text.indexOf('Share')).toBeLessThan(text.indexOf('Add to Home Screen'));
  });

  it('recognises an iPad that reports itself as a Mac', () => {
    expect(isIos(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIos(IPAD_DESKTOP_MODE, 0)).toBe(false);
  });

  it('tells others to use the browser menu: Add to Home screen or Install app', () => {
    const text = manualInstallInstructions(ANDROID_CHROME, 5);
    expect(text).toMatch(/browser menu/);
    expect(text).toMatch(/"Add to Home screen" or "Install app"/);
    expect(text).not.toMatch(/Share/);
  });
});
