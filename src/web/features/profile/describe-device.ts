import { t } from '@lingui/core/macro';

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export type DeviceKind = 'phone' | 'tablet' | 'computer';

export interface DeviceInfo {
  name: string;
  kind: DeviceKind;
}

/** A readable name for a session's device, from its user agent: 'Chrome on Android'. */
export function describeDevice(userAgent: string | null): DeviceInfo {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const kind: DeviceKind =
    system === 'iPad' || (system === 'Android' && !/Mobile/.test(ua))
      ? 'tablet'
      : system === 'iPhone' || system === 'Android' || /Mobile/.test(ua)
        ? 'phone'
        : 'computer';
  if (browser && system) return { name: t`${browser} on ${system}`, kind };
  if (browser || system) return { name: browser ?? system ?? '', kind };
  return { name: t`Unknown device`, kind };
}
