import { useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { CalendarHeart, Droplet, Eye, HeartPulse, Scale } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { HEALTH_TABS, neighbourTab, TAB_LABELS, type HealthTab } from './tabs';

const ICONS: Record<HealthTab, LucideIcon> = {
  'blood-pressure': HeartPulse,
  'sugar-levels': Droplet,
  'period-tracker': CalendarHeart,
  'weight-height': Scale,
  'eye-sight': Eye,
};

export const tabId = (tab: HealthTab) => `health-tab-${tab}`;
export const PANEL_ID = 'health-panel';

const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** WAI-ARIA tabs: one tab stop, arrow keys move and select (the URL follows). */
export function TabBar({
  active,
  onSelect,
  onIntent,
}: {
  active: HealthTab;
  onSelect: (tab: HealthTab) => void;
  onIntent: (tab: HealthTab) => void;
}) {
  const { i18n, t } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!MOVE_KEYS.has(event.key)) return;
    event.preventDefault();
    const next = neighbourTab(active, event.key as 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End');
    onSelect(next);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t`Health trackers`}
      onKeyDown={onKeyDown}
      className="grid grid-cols-5 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200"
    >
      {HEALTH_TABS.map((tab) => {
        const Icon = ICONS[tab];
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onPointerEnter={() => onIntent(tab)}
            onFocus={() => onIntent(tab)}
            className={cn(
              'flex min-h-16 min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-0.5 text-center text-[0.6875rem] leading-tight font-medium transition-colors',
              selected ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span className="wrap-break-word">{i18n._(TAB_LABELS[tab])}</span>
          </button>
        );
      })}
    </div>
  );
}
