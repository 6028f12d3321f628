import { Camera } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';

/** Spec §2, §4: the live camera with Capture and Cancel. */
export function CameraView({
  attachVideo,
  onCapture,
  onCancel,
}: {
  attachVideo: (video: HTMLVideoElement | null) => void;
  onCapture: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <video
        ref={attachVideo}
        autoPlay
        playsInline
        muted
        aria-label={t`Camera preview`}
        className="mx-auto aspect-[3/4] max-h-[55dvh] w-full rounded-2xl bg-black object-cover"
      />
      <p className="text-center text-sm text-slate-600">
        <Trans>Hold the prescription flat, in good light, so every line can be read.</Trans>
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onCapture}>
          <Camera className="size-4" aria-hidden="true" />
          <Trans>Capture</Trans>
        </Button>
      </div>
    </div>
  );
}
