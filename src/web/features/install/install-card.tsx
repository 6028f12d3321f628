import { Trans } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { InstallButton } from './install-button';

export function InstallCard() {
  return (
    <Card aria-labelledby="install-card-title" className="space-y-4">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Smartphone className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="install-card-title" className="font-semibold text-slate-900">
            <Trans>Install MedMitra</Trans>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            <Trans>Add it to your home screen for one-tap access to reminders, even offline.</Trans>
          </p>
        </div>
      </div>
      <InstallButton className="w-full" />
    </Card>
  );
}
