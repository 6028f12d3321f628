const ADSENSE_SRC = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** Only a well-formed publisher id is ever put into a script URL. */
export function isPublisherId(value: unknown): value is string {
  return typeof value === 'string' && /^ca-pub-\d{6,24}$/.test(value);
}

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let loading: Promise<void> | null = null;

/** Adds the AdSense script once, only when a publisher is configured (PRODUCT §7). */
export function loadAdsense(publisherId: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${ADSENSE_SRC}?client=${encodeURIComponent(publisherId)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('The ad script did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Asks AdSense to fill one more ad slot on the page. */
export function requestAd(): void {
  try {
    window.adsbygoogle = window.adsbygoogle ?? [];
    window.adsbygoogle.push({});
  } catch {
    // An ad that cannot be filled leaves the slot empty; nothing to tell the user.
  }
}
