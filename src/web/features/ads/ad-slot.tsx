import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/api';
import { isPublisherId, loadAdsense, requestAd } from './load-adsense';

interface AdsenseConfig {
  publisherId: string | null;
}

/** Spec §2, §9 and PRODUCT §7: an ad slot of at least 90 px, and nothing when not configured. */
export function AdSlot() {
  const { data } = useQuery({
    queryKey: ['/api/adsense-config'],
    queryFn: getQueryFn<AdsenseConfig>({ on401: 'returnNull' }),
    meta: { silentErrors: true },
    staleTime: Infinity,
  });
  const publisherId = data?.publisherId;
  if (!isPublisherId(publisherId)) return null;
  return <AdUnit publisherId={publisherId} />;
}

function AdUnit({ publisherId }: { publisherId: string }) {
  const { t } = useLingui();
  useEffect(() => {
    loadAdsense(publisherId).then(requestAd, () => undefined);
  }, [publisherId]);

  return (
    <aside aria-label={t`Advertisement`} className="space-y-1">
      <p className="text-center text-xs text-slate-600">
        <Trans>Advertisement</Trans>
      </p>
      <ins
        className="adsbygoogle"
        style={{ display: 'block', minHeight: 90 }}
        data-ad-client={publisherId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
