import { Trans } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { isStandalone } from '@web/features/install/install-store';
import { isIos } from '@web/features/install/manual-instructions';

/** iPhone and iPad in Safari, not yet opened from the Home Screen: web push cannot work there. */
export function needsHomeScreenForPush(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0) && !isStandalone();
}

/**
 * ADR 032: on iPhone, web push works only for an app added to the Home Screen (iOS 16.4 or
 * later), and permission can be asked only from a tap inside it. Shown first in the panel there.
 */
export function IosPushCard() {
  return (
    <section
      aria-labelledby="ios-push-card-title"
      className="rounded-2xl bg-sky-50 p-4 text-sky-950 ring-1 ring-sky-200"
    >
      <h3 id="ios-push-card-title" className="flex items-center gap-2 font-semibold">
        <Smartphone className="size-5" aria-hidden="true" />
        <Trans>Reminders on iPhone</Trans>
      </h3>
      <p className="mt-2 text-sm">
        <Trans>
          On iPhone and iPad, reminders can reach you only when MedMitra is on your Home Screen (iOS
          16.4 or later).
        </Trans>
      </p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        <li>
          <Trans>Tap the Share button in Safari</Trans>
        </li>
        <li>
          <Trans>Tap "Add to Home Screen", then "Add"</Trans>
        </li>
        <li>
          <Trans>Open MedMitra from your Home Screen and tap Enable Notifications here</Trans>
        </li>
      </ol>
    </section>
  );
}
