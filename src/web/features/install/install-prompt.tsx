import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Download, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { safeStorage } from '@web/lib/safe-storage';
import { INSTALL_BANNER_DELAY_MS, isInstallMarkerActive, setInstallMarker } from './install-marker';
import { requestInstall, useInstallState } from './install-store';

/**
 * Spec §4: nothing when running installed; when the browser offers install, an Install App
 * button, and after 5 s a banner unless dismissed in the last 7 days.
 */
export function InstallPrompt() {
  const { installed, canPrompt } = useInstallState();
  const [bannerOpen, setBannerOpen] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    if (installed || !canPrompt) return;
    if (isInstallMarkerActive(safeStorage(), Date.now())) return;
    const timer = setTimeout(() => setBannerOpen(true), INSTALL_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [installed, canPrompt]);

  if (installed || !canPrompt) return null;

  const dismiss = () => {
    setBannerOpen(false);
    setInstallMarker(safeStorage(), Date.now());
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 mx-auto flex w-full max-w-[480px] flex-col items-end px-4">
      {bannerOpen ? (
        <section
          aria-labelledby="install-banner-title"
          className="pointer-events-auto relative w-full rounded-2xl bg-white p-4 pr-12 shadow-xl ring-1 ring-slate-200"
        >
          <h2 id="install-banner-title" className="text-base font-semibold text-slate-900">
            <Trans>Install MedMitra</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Add MedMitra to your home screen for quick access to your family&apos;s reminders,
              even offline.
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void requestInstall()}>
              <Download className="size-4" aria-hidden="true" />
              <Trans>Install</Trans>
            </Button>
            <Button variant="ghost" onClick={dismiss}>
              <Trans>Maybe Later</Trans>
            </Button>
          </div>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t`Close`}
            className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </section>
      ) : (
        <Button
          className="pointer-events-auto rounded-full shadow-lg"
          onClick={() => void requestInstall()}
        >
          <Download className="size-4" aria-hidden="true" />
          <Trans>Install App</Trans>
        </Button>
      )}
    </div>
  );
}
