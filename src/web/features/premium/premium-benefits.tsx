import { Trans } from '@lingui/react/macro';

/**
 * A tick drawn by CSS: lucide's icons here would be shared with first-load pages, and the build
 * would then split them into chunks of their own (a request and bytes on Home and /health).
 */
function Tick() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-800"
    >
      ✓
    </span>
  );
}

/** What Premium adds (PRODUCT §7): smart reminders that arrive when the app is closed. */
export function PremiumBenefits() {
  return (
    <ul className="space-y-3">
      <li className="flex gap-3">
        <Tick />
        <span className="text-sm text-slate-800">
          <Trans>Medicine reminders at each dose's time, even when the app is closed</Trans>
        </span>
      </li>
      <li className="flex gap-3">
        <Tick />
        <span className="text-sm text-slate-800">
          <Trans>Period reminders two days before the expected date</Trans>
        </span>
      </li>
      <li className="flex gap-3">
        <Tick />
        <span className="text-sm text-slate-800">
          <Trans>Monthly check-up reminders for blood pressure and sugar</Trans>
        </span>
      </li>
      <li className="flex gap-3">
        <Tick />
        <span className="text-sm text-slate-800">
          <Trans>No ads</Trans>
        </span>
      </li>
    </ul>
  );
}
