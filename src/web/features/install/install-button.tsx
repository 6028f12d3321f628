import { Trans } from '@lingui/react/macro';
import { CircleCheck, Download, Info } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { requestInstall, useInstallState } from './install-store';

/** Spec §4: 'App Installed ✓' (disabled), Install (native prompt) or Instructions. */
export function InstallButton({ className }: { className?: string }) {
  const { installed, canPrompt } = useInstallState();
  if (installed) {
    return (
      <Button variant="secondary" disabled className={className}>
        <CircleCheck className="size-4" aria-hidden="true" />
        <Trans>App Installed ✓</Trans>
      </Button>
    );
  }
  return (
    <Button
      variant={canPrompt ? 'primary' : 'outline'}
      className={className}
      onClick={() => void requestInstall()}
    >
      {canPrompt ? (
        <Download className="size-4" aria-hidden="true" />
      ) : (
        <Info className="size-4" aria-hidden="true" />
      )}
      {canPrompt ? <Trans>Install</Trans> : <Trans>Instructions</Trans>}
    </Button>
  );
}
