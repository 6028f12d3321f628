import { useLingui as useLanguage } from '@web/lib/i18n/react';
import { Suspense, useState } from 'react';
import { Bell } from 'lucide-react';
import { useMedicationReminders } from '@web/features/doses/queries';
import { badgeText, bellLabel, pendingCount } from './bell-badge';
import { useServerNotifications } from '@web/features/notifications/queries';
import { lazy } from '@web/lib/lazy';

// The dialog (Radix) loads on the first tap on the bell, not with Home.
const BellPanel = lazy(() => import('@web/features/doses/bell-panel'));

/** Spec §2: Home's bell opens the notification settings; its badge is the real pending count. */
export function NotificationBell() {
  // bellLabel is worded in the active language: a switch renders the bell again.
  useLanguage();
  const reminders = useMedicationReminders();
  const notifications = useServerNotifications();
  const count = pendingCount(reminders.data, notifications.data);
  const badge = badgeText(count);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-slate-50"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <BellPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
