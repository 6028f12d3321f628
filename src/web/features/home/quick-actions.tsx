import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { CalendarHeart, Droplet, Eye, HeartPulse, Pill, Scale, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '@web/lib/cn';

interface QuickAction {
  label: MessageDescriptor;
  icon: LucideIcon;
  tone: string;
  /** Where it goes; none means it opens the add-medication dialog. */
  href?: string;
}

/** Spec §2: the seven quick actions, in this order. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: msg`Medicine Reminder`, icon: Pill, tone: 'bg-brand-50 text-brand-700' },
  {
    label: msg`Blood Pressure`,
    icon: HeartPulse,
    tone: 'bg-red-50 text-red-700',
    href: '/health?tab=blood-pressure',
  },
  {
    label: msg`Sugar Levels`,
    icon: Droplet,
    tone: 'bg-sky-50 text-sky-700',
    href: '/health?tab=sugar-levels',
  },
  {
    label: msg`Period Tracker`,
    icon: CalendarHeart,
    tone: 'bg-pink-50 text-pink-700',
    href: '/health?tab=period-tracker',
  },
  {
    label: msg`Body Measurements`,
    icon: Scale,
    tone: 'bg-violet-50 text-violet-700',
    href: '/health?tab=weight-height',
  },
  {
    label: msg`Eye Sight`,
    icon: Eye,
    tone: 'bg-amber-50 text-amber-800',
    href: '/health?tab=eye-sight',
  },
  {
    label: msg`Family Tracking`,
    icon: Users,
    tone: 'bg-emerald-50 text-emerald-700',
    href: '/family',
  },
];

const tileClasses =
  'flex min-h-24 w-full flex-col items-center gap-2 rounded-2xl p-2 text-center text-xs leading-tight font-medium text-slate-800 hover:bg-slate-50';

function Tile({ icon: Icon, tone, label }: QuickAction) {
  const { i18n } = useLingui();
  return (
    <>
      <span className={cn('flex size-12 items-center justify-center rounded-2xl', tone)}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      {i18n._(label)}
    </>
  );
}

export function QuickActions() {
  const [, navigate] = useLocation();
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="quick-actions-title" className="px-2 pt-1 pb-2 font-semibold text-slate-900">
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className="grid grid-cols-4 gap-1">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.label.id}>
            {action.href ? (
              <Link href={action.href} className={tileClasses}>
                <Tile {...action} />
              </Link>
            ) : (
              <button
                type="button"
                // Its code comes with the tap (Home's first load is within a few bytes of the
                // budget): the page it opens loads on that tap anyway.
                onClick={() =>
                  void import('@web/features/medications/open-add-medication').then((m) =>
                    m.openAddMedication(navigate),
                  )
                }
                className={tileClasses}
              >
                <Tile {...action} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
