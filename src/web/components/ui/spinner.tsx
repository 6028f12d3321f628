import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cn('size-5 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Spec §2: shown full screen while the authentication status loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center"
    >
      <Spinner className="size-10 text-brand-700" />
      <p className="text-base font-medium text-slate-700">{label ?? t`Loading MedMitra...`}</p>
    </div>
  );
}
