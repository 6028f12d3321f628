import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
// Icons no first-loaded page uses: a shared one would become a chunk of its own on those pages.
import { DoorOpen, UserRoundPlus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import ConfirmDialog from '@web/components/ui/confirm-dialog';
import { exitDemo } from './host';

/**
 * Exit demo and Create a free account (the Demo badge's sheet and Profile). Both leave the demo
 * and delete it from this browser: nothing of it is carried into a real account.
 */
export function DemoControls() {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = (signUp: boolean) => {
    setLeaving(true);
    void exitDemo({ signUp });
  };
  return (
    <div className="grid gap-2">
      <Button onClick={() => leave(true)} disabled={leaving}>
        <UserRoundPlus className="size-4" aria-hidden="true" />
        <Trans>Create a free account</Trans>
      </Button>
      <Button
        variant="outline"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => setConfirming(true)}
        disabled={leaving}
      >
        <DoorOpen className="size-4" aria-hidden="true" />
        <Trans>Exit demo</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Exit the demo?`}
        description={t`The sample family and everything you added in the demo will be deleted from this browser.`}
        confirmLabel={t`Exit demo`}
        pending={leaving}
        onConfirm={() => leave(false)}
      />
    </div>
  );
}

/** What demo mode is, in a sentence. */
export function DemoExplainer() {
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        You are trying MedMitra with a sample family. Everything runs in this browser: nothing you
        do here is sent to our server, and it is all deleted when you exit the demo.
      </Trans>
    </p>
  );
}
