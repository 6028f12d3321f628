import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Bell, BellOff, CircleCheck, ShieldAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { permissionDeniedToast, type PermissionState } from './preferences';

interface Look {
  icon: LucideIcon;
  tone: string;
  /** Null: the words of the permission-denied toast (spec §8). */
  title: MessageDescriptor | null;
  text: MessageDescriptor | null;
}

const looks: Record<PermissionState, Look> = {
  granted: {
    icon: CircleCheck,
    tone: 'bg-green-50 text-green-800',
    title: msg`Notifications allowed`,
    text: msg`This browser can show your reminders.`,
  },
  denied: {
    icon: ShieldAlert,
    tone: 'bg-red-50 text-red-800',
    title: null,
    text: null,
  },
  default: {
    icon: Bell,
    tone: 'bg-amber-50 text-amber-900',
    title: msg`Notifications are not on yet`,
    text: msg`Allow notifications so that reminders reach you while MedMitra is in the background.`,
  },
  unsupported: {
    icon: BellOff,
    tone: 'bg-slate-100 text-slate-700',
    title: msg`Not supported in this browser`,
    text: msg`Reminders still appear inside MedMitra. On iPhone, add MedMitra to your home screen first.`,
  },
};

/** Spec §2, §4: granted, denied or undecided, and the way to ask. */
export function PermissionCard({
  permission,
  onRequest,
  requesting,
}: {
  permission: PermissionState;
  onRequest: () => void;
  requesting: boolean;
}) {
  const { i18n } = useLingui();
  const look = looks[permission];
  const { icon: Icon, tone } = look;
  const denied = permissionDeniedToast();
  const title = look.title ? i18n._(look.title) : denied.title;
  const text = look.text ? i18n._(look.text) : denied.description;
  return (
    <section
      aria-labelledby="permission-card-title"
      className="rounded-2xl p-4 ring-1 ring-slate-200"
    >
      <h3 id="permission-card-title" className="text-sm font-semibold text-slate-600">
        <Trans>Notification Permission</Trans>
      </h3>
      <div className="mt-3 flex items-start gap-3">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0" role={permission === 'denied' ? 'alert' : undefined}>
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="text-sm text-slate-600">{text}</p>
        </div>
      </div>
      {permission === 'default' ? (
        <Button className="mt-4 w-full" onClick={onRequest} disabled={requesting}>
          <Bell className="size-4" aria-hidden="true" />
          <Trans>Enable Notifications</Trans>
        </Button>
      ) : null}
    </section>
  );
}
