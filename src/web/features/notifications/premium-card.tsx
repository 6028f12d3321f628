import { Trans } from '@lingui/react/macro';
import { Crown, Sparkles } from 'lucide-react';
import type { Subscription } from '@core/contract/medicines';
import { Button } from '@web/components/ui/button';
import { formatCalendarDate } from '@web/lib/format-date';

/** Spec §1, §2, §9: premium at ₹120/year; Upgrade Now goes to /subscribe. */
export function PremiumCard({
  subscription,
  onUpgrade,
}: {
  subscription: Subscription | undefined;
  onUpgrade: () => void;
}) {
  if (subscription?.isSubscribed) {
    const until = subscription.currentPeriodEnd
      ? formatCalendarDate(subscription.currentPeriodEnd.slice(0, 10))
      : '';
    return (
      <section className="flex items-center gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <Crown className="size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <p className="text-sm text-amber-950">
          {until ? (
            <Trans>
              <span className="font-semibold">MedMitra Premium is active</span> until {until}. Smart
              notifications are on for you.
            </Trans>
          ) : (
            <Trans>
              <span className="font-semibold">MedMitra Premium is active</span>. Smart notifications
              are on for you.
            </Trans>
          )}
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="premium-card-title"
      className="rounded-2xl bg-gradient-to-br from-amber-50 to-orange-50 p-4 ring-1 ring-amber-200"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-900">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id="premium-card-title" className="font-semibold text-slate-900">
            <Trans>MedMitra Premium · ₹120/year</Trans>
          </h3>
          <p className="text-sm text-slate-700">
            <Trans>
              Smart reminders for medicines, periods and check-ups, even when the app is closed.
            </Trans>
          </p>
        </div>
      </div>
      <Button className="mt-4 w-full" onClick={onUpgrade}>
        <Crown className="size-4" aria-hidden="true" />
        <Trans>Upgrade Now</Trans>
      </Button>
    </section>
  );
}
