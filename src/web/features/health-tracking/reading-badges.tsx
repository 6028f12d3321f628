import { useLingui as useLanguage } from '@web/lib/i18n/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { cn } from '@web/lib/cn';
import type { Badge, Tone, Trend } from './tracker-summary';
import { translateText } from '@web/lib/i18n/text-table';
import { HEALTH_TRACKING_TEXTS } from './core-texts';
import { trendText } from './trend';

const TONE_CLASSES: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  watch: 'bg-amber-50 text-amber-900 ring-amber-200',
  high: 'bg-orange-50 text-orange-900 ring-orange-200',
  urgent: 'bg-red-700 text-white ring-red-700',
};

/** The category in words (colour only repeats it). */
export function CategoryBadge({ badge, className }: { badge: Badge; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONE_CLASSES[badge.tone],
        className,
      )}
    >
      {translateText(i18n, HEALTH_TRACKING_TEXTS, badge.label)}
    </span>
  );
}

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

/** An arrow with the words for it; neutral colour: up is not always worse, nor down better. */
export function TrendMark({ trend }: { trend: Trend }) {
  useLanguage();
  const Icon = ICONS[trend.direction];
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {trendText(trend.direction, trend.from)}
    </span>
  );
}
