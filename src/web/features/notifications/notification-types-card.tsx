import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { toast } from '@web/lib/toast-store';
import { NotificationSwitch } from './notification-switch';
import {
  decideToggle,
  isEffectivelyOn,
  isPremiumPreference,
  premiumFeatureToast,
  type PreferenceKey,
} from './preferences';
import { setPreference, useNotificationPreferences } from './preferences-store';
import { syncPreferences } from './push-sync';

const TYPES: { key: PreferenceKey; label: MessageDescriptor; detail: MessageDescriptor }[] = [
  { key: 'medications', label: msg`Medication Reminders`, detail: msg`When a dose is due` },
  { key: 'periods', label: msg`Period Reminders`, detail: msg`Before your period` },
  {
    key: 'healthCheckups',
    label: msg`Health Checkup Reminders`,
    detail: msg`Monthly blood pressure and sugar checks`,
  },
  {
    key: 'generalReminders',
    label: msg`General Health Tips`,
    detail: msg`Simple tips for every day`,
  },
];

/** Without premium: the switches above are off, yet reminders still show inside the open app. */
export const FREE_IN_APP_NOTE = msg`Without Premium, reminders still appear inside the app while it is open.`;

/** Spec §2, §4, §6: four types; off until permission is granted; three need premium. */
export function NotificationTypesCard({
  granted,
  isSubscribed,
}: {
  granted: boolean;
  isSubscribed: boolean;
}) {
  const { i18n } = useLingui();
  const prefs = useNotificationPreferences();

  const toggle = (key: PreferenceKey, next: boolean) => {
    if (!decideToggle(key, next, isSubscribed).allowed) {
      toast({ variant: 'destructive', ...premiumFeatureToast() });
      return;
    }
    setPreference(key, next);
    // Premium: the server's pushes honour the preferences too (ADR 032).
    if (isSubscribed) {
      void syncPreferences().catch((error: unknown) =>
        console.warn('Could not save notification preferences', error),
      );
    }
  };

  return (
    <section aria-labelledby="types-card-title" className="rounded-2xl p-4 ring-1 ring-slate-200">
      <h3 id="types-card-title" className="text-sm font-semibold text-slate-600">
        <Trans>Notification Types</Trans>
      </h3>
      {granted ? null : (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Allow notifications above to choose these.</Trans>
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {TYPES.map(({ key, label, detail }) => (
          <li key={key} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p id={`pref-${key}`} className="font-medium text-slate-900">
                {i18n._(label)}
              </p>
              <p id={`pref-${key}-detail`} className="text-sm text-slate-600">
                {isPremiumPreference(key) ? (
                  <span className="mr-1.5 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 align-[1px] text-xs font-semibold text-amber-900">
                    <Crown className="size-3" aria-hidden="true" />
                    <Trans>Premium</Trans>
                  </span>
                ) : null}
                {i18n._(detail)}
              </p>
            </div>
            <NotificationSwitch
              checked={isEffectivelyOn(prefs, key, isSubscribed)}
              disabled={!granted}
              onCheckedChange={(next) => toggle(key, next)}
              labelledBy={`pref-${key}`}
              describedBy={`pref-${key}-detail`}
            />
          </li>
        ))}
      </ul>
      {isSubscribed ? null : (
        // The premium switches show off for a free account; the in-app reminders are free.
        <p className="mt-1 text-sm text-slate-600">{i18n._(FREE_IN_APP_NOTE)}</p>
      )}
    </section>
  );
}
