import { msg } from '@lingui/core/macro';
import { useLingui } from '@web/lib/i18n/react';
import { useIsOnline } from '@web/lib/online-state';

// The same message as OFFLINE_TEXT.banner (one id): declared here so that only this sentence,
// not every offline text, comes with the shell's first render in Hindi.
const BANNER = msg`You are offline. Showing what was last loaded.`;

/**
 * Says why nothing refreshes while the device is offline. Part of the shell, not a lazy chunk
 * (ADR 022): the moment it is needed is the moment a chunk may no longer download. The status
 * region is always in the page (empty when online) so screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  const { i18n } = useLingui();
  return (
    <div role="status" className="sticky top-0 z-30">
      {online ? null : (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          {i18n._(BANNER)}
        </p>
      )}
    </div>
  );
}
