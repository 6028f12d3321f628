import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Lightbulb } from 'lucide-react';
import { HEALTH_TIPS, tipOfTheDay } from '@core/tips/health-tips';
import { tipText } from './tip-texts';
import { usePrivacyChoices } from '@web/features/data-privacy/choices-query';
import { useNotificationPreferences } from '@web/features/notifications/preferences-store';
import { useClockValue } from '@web/lib/clock';

/**
 * Home's tip of the day (the "General Health Tips" type, on by default, free for everyone): one
 * short tip a day with its source, hidden while the preference is off or the account has
 * withdrawn health tips on /data-privacy. Its own chunk, with the tips, outside Home's first
 * load.
 */
export default function HealthTipCard({ timeZone }: { timeZone: string }) {
  const { i18n } = useLingui();
  const { generalReminders } = useNotificationPreferences();
  // Health tips withdrawn on /data-privacy (kept by the server, so on every device).
  const choices = usePrivacyChoices();
  const tipId = useClockValue(useCallback((at: Date) => tipOfTheDay(at, timeZone).id, [timeZone]));
  const tip = HEALTH_TIPS.find((t) => t.id === tipId);
  if (!generalReminders || !tip || choices.data?.healthTips === false) return null;
  const { source } = tip;

  return (
    <section
      aria-labelledby="health-tip-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
          <Lightbulb className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="health-tip-title" className="text-sm font-semibold text-slate-600">
            <Trans>Health tip of the day</Trans>
          </h2>
          <p className="mt-1 text-[0.9375rem] leading-snug text-slate-900">{tipText(i18n, tip)}</p>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            title={`${source.organisation}: ${source.title}`}
            className="mt-2 inline-flex min-h-6 items-center gap-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Source: {source.name}</Trans>
            <ExternalLink className="size-3" aria-hidden="true" />
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
