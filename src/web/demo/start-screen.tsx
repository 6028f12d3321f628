import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import { Button } from '@web/components/ui/button';
import { wholeCatalogue } from '@web/lib/i18n/i18n';
import { preloadSignedIn } from '@web/shell/signed-in-loader';
import { DemoStartError, onDemoProgress, startDemo, type DemoProgress } from './host';

/** The bar's share of each stage: the engine's download is most of a first start. */
const STAGES = { download: [0, 0.75], database: [0.75, 0.85], sample: [0.85, 1] } as const;

function overall({ stage, fraction }: DemoProgress): number {
  const [from, to] = STAGES[stage];
  return from + (to - from) * fraction;
}

type Failure = 'other-tab' | 'error';

function StageText({ stage }: { stage: DemoProgress['stage'] }) {
  if (stage === 'download')
    return <Trans>Downloading the demo (about 5 MB, only the first time)…</Trans>;
  if (stage === 'database') return <Trans>Preparing the database…</Trans>;
  return <Trans>Adding a sample family…</Trans>;
}

function StartScreen({ queryClient, onClose }: { queryClient: QueryClient; onClose: () => void }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<DemoProgress>({ stage: 'download', fraction: 0 });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => onDemoProgress(setProgress), []);
  useEffect(() => dialog.current?.focus(), [failure]);
  useEffect(() => {
    let cancelled = false;
    // Home's code, while the demo's engine downloads (the page has nothing else to do): Home
    // then shows as soon as the demo has started. Code only: no request reaches /api.
    void preloadSignedIn('/', '', queryClient).catch(() => undefined);
    startDemo(queryClient).then(
      () => {
        if (cancelled) return;
        onClose();
        // Spec §2: demo mode also goes to /.
        navigate('/');
      },
      (error: unknown) => {
        console.error('[demo] could not start', error);
        if (!cancelled) setFailure(error instanceof DemoStartError ? error.reason : 'error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [queryClient, onClose, attempt]);

  const percent = Math.round(overall(progress) * 100);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={dialog}
        tabIndex={-1}
        role={failure ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby="demo-start-title"
        aria-describedby="demo-start-text"
        className="w-full max-w-[420px] rounded-2xl bg-white p-6 shadow-lg outline-none"
      >
        <h2 id="demo-start-title" className="text-xl font-bold text-slate-900">
          {failure ? <Trans>The demo did not start</Trans> : <Trans>Starting the demo</Trans>}
        </h2>
        {failure ? (
          <>
            <p id="demo-start-text" className="mt-2 text-sm text-slate-700">
              {failure === 'other-tab' ? (
                <Trans>
                  The demo is already open in another tab. Close it there, or carry on in that tab.
                </Trans>
              ) : (
                <Trans>Please check your connection and try again.</Trans>
              )}
            </p>
            <div className="mt-5 flex gap-3">
              <Button variant="outline" className="flex-1" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
              <Button
                className="flex-1"
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                <Trans>Try again</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <p id="demo-start-text" className="mt-2 text-sm text-slate-700">
              <Trans>
                The whole app runs in your browser with a sample family. Nothing you do in the demo
                leaves this phone.
              </Trans>
            </p>
            <div
              role="progressbar"
              aria-label={t`Demo start`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-5 h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-3 text-sm text-slate-600" aria-live="polite">
              <StageText stage={progress.stage} />
            </p>
          </>
        )}
      </div>
    </div>
  );
}

let open = false;

/** The sign-in page's demo button: the start screen over the page until the demo is up. */
export async function showDemoStart(queryClient: QueryClient): Promise<void> {
  if (open) return;
  open = true;
  await wholeCatalogue().catch(() => undefined);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    open = false;
    root.unmount();
    container.remove();
  };
  root.render(<StartScreen queryClient={queryClient} onClose={close} />);
}
