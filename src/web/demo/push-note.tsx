import { Trans } from '@lingui/react/macro';
import { BellOff } from 'lucide-react';

/** The notification panel in demo mode, instead of the permission card: no push without a server. */
export function DemoPushNote() {
  return (
    <section aria-labelledby="demo-push-title" className="rounded-2xl p-4 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-900">
          <BellOff className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id="demo-push-title" className="font-semibold text-slate-900">
            <Trans>Notifications need an account</Trans>
          </h3>
          <p className="text-sm text-slate-600">
            <Trans>
              In the demo, reminders appear inside MedMitra only. With a free account they can reach
              this phone even when MedMitra is closed.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
