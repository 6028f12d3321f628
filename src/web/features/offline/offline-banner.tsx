import { useLingui } from '@web/lib/i18n/react';
import { CloudOff } from 'lucide-react';
import { OFFLINE_TEXT } from '@web/lib/offline-texts';
import { useIsOnline } from '@web/lib/online-state';

/**
 * Says why nothing refreshes while the device is offline. The status region is always in the
 * page (empty when online) so screen readers announce the change when it comes.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  const { i18n } = useLingui();
  return (
    <div role="status" className="sticky top-0 z-30">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          {i18n._(OFFLINE_TEXT.banner)}
        </p>
      )}
    </div>
  );
}
