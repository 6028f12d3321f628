import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { CalendarHeart, ChevronRight, Droplet, Eye, HeartPulse, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@web/lib/cn';
import { translateText } from '@web/lib/i18n/text-table';
import { HEALTH_TRACKING_TEXTS } from './core-texts';
import { formatCalendarDate } from '@web/lib/format-date';
import type { TrackerLine } from './member-summaries';
import { readingDay } from './member-summaries';
import { CategoryBadge, TrendMark } from './reading-badges';
import { trackerHref, type TrackerKey } from './trackers';

export const TRACKER_ICONS: Record<TrackerKey, { icon: LucideIcon; tone: string }> = {
  bloodPressure: { icon: HeartPulse, tone: 'bg-red-50 text-red-700' },
  sugar: { icon: Droplet, tone: 'bg-sky-50 text-sky-700' },
  period: { icon: CalendarHeart, tone: 'bg-pink-50 text-pink-700' },
  body: { icon: Scale, tone: 'bg-violet-50 text-violet-700' },
  eye: { icon: Eye, tone: 'bg-amber-50 text-amber-800' },
};

export function TrackerIcon({ tracker, className }: { tracker: TrackerKey; className?: string }) {
  const { icon: Icon, tone } = TRACKER_ICONS[tracker];
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', tone, className)}
    >
      <Icon className="size-5" />
    </span>
  );
}

/**
 * One tracker of one member: latest value, category, trend and what is due; the whole row opens
 * that tracker's tab on /health.
 */
export function TrackerRow({
  line,
  memberId,
  timeZone,
  due,
}: {
  line: TrackerLine;
  memberId: string;
  timeZone: string;
  due?: string | null;
}) {
  const { i18n } = useLingui();
  const { tracker, summary } = line;
  const text = (value: string) => translateText(i18n, HEALTH_TRACKING_TEXTS, value);
  const day = summary ? readingDay(summary.at, timeZone) : null;
  return (
    <li>
      <Link
        href={trackerHref(tracker, memberId)}
        className="flex items-start gap-3 rounded-xl py-2.5 hover:bg-slate-50"
      >
        <TrackerIcon tracker={tracker.key} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="text-sm font-medium text-slate-700">{tracker.label}</span>
            {day ? <span className="text-xs text-slate-600">{formatCalendarDate(day)}</span> : null}
          </span>
          {summary ? (
            <>
              <span className="block font-semibold wrap-anywhere text-slate-900">
                {summary.value}
                {summary.detail ? (
                  <span className="font-normal text-slate-600"> · {text(summary.detail)}</span>
                ) : null}
              </span>
              {summary.badge || summary.trend ? (
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                  {summary.badge ? <CategoryBadge badge={summary.badge} /> : null}
                  {summary.trend ? <TrendMark trend={summary.trend} /> : null}
                </span>
              ) : null}
            </>
          ) : (
            <span className="block text-sm text-slate-600">
              <Trans>No readings yet</Trans>
            </span>
          )}
          {summary?.urgent ? (
            <span className="mt-1.5 block rounded-lg bg-red-50 px-2 py-1.5 text-sm text-red-900">
              {text(summary.urgent)}
            </span>
          ) : null}
          {due ? (
            <span className="mt-1 block text-sm font-medium text-amber-900">{text(due)}</span>
          ) : null}
        </span>
        <ChevronRight className="mt-2 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}
