import { CircleAlert, CircleCheck, OctagonAlert, TriangleAlert } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { TONE_CLASSES, type Tone } from './category-tones';

const ICONS = {
  good: CircleCheck,
  watch: CircleAlert,
  high: TriangleAlert,
  danger: OctagonAlert,
} as const;

/** A category in words with a matching icon and colour. */
export function CategoryBadge({
  tone,
  label,
  className,
}: {
  tone: Tone;
  label: string;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{label}</span>
    </span>
  );
}
