import { useEffect, useState } from 'react';
import { apiFetch, isApiInPage } from './api';

/**
 * The address to give an element (an <img>, a link) for a file the API serves. The browser
 * fetches such an address itself, past lib/api.ts: in demo mode, where the API is in this page
 * (web/demo), the file is fetched through the API's transport and shown from a blob: address.
 * Undefined until that file is in.
 */
export function useApiFileUrl(url: string): string | undefined {
  const network = !isApiInPage();
  const [blobUrl, setBlobUrl] = useState<string>();
  useEffect(() => {
    if (network) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    void apiFetch(url)
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setBlobUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [network, url]);
  return network ? url : blobUrl;
}
