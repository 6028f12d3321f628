import { Suspense } from 'react';
import { lazy } from '@web/lib/lazy';
import { useIsOnline } from '@web/lib/online-state';

// Only an offline device shows it: outside every signed-in page's first load. The service worker
// has precached the chunk, so it loads offline too.
const OfflineNotice = lazy(() => import('./offline-notice'));

/**
 * Says why nothing refreshes while the device is offline. The status region is always in the
 * page (empty when online) so screen readers announce the change when it comes.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" className="sticky top-0 z-30">
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
    </div>
  );
}
