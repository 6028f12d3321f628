import { Trans } from '@lingui/react/macro';
import { BellRing, CalendarHeart, Check, Stethoscope } from 'lucide-react';

/** What Premium adds (PRODUCT §7): smart reminders that arrive when the app is closed. */
export function PremiumBenefits() {
  return (
    <ul className="space-y-3">
      <li className="flex gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="text-sm text-slate-800">
          <Trans>Medicine reminders at each dose's time, even when the app is closed</Trans>
        </span>
      </li>
      <li className="flex gap-3">
        <CalendarHeart className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="text-sm text-slate-800">
          <Trans>Period reminders two days before the expected date</Trans>
        </span>
      </li>
      <li className="flex gap-3">
        <Stethoscope className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="text-sm text-slate-800">
          <Trans>Monthly check-up reminders for blood pressure and sugar</Trans>
        </span>
      </li>
      <li className="flex gap-3">
        <Check className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span className="text-sm text-slate-800">
          <Trans>No ads</Trans>
        </span>
      </li>
    </ul>
  );
}
