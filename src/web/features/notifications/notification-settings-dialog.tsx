import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { Sheet } from '@web/components/ui/sheet';
import { DemoPushNote } from '@web/demo/push-note';
import { useAccount } from '@web/session/queries';
import { DEFAULT_TIME_ZONE } from '@web/lib/date-format';
import { isDemo } from '@web/demo/flag';
import { toast } from '@web/lib/toast-store';
import { IosPushCard, needsHomeScreenForPush } from './ios-push-card';
import { NotificationTypesCard } from './notification-types-card';
import { PendingList } from './pending-list';
import { useNotificationPermission } from './permission';
import { PermissionCard } from './permission-card';
import { permissionDeniedToast } from './preferences';
import { PremiumCard } from './premium-card';
import { syncPush } from './push-sync';
import { useSubscription } from '@web/session/subscription';
import { useServerNotifications } from './queries';

/**
 * Spec §2: the notification settings panel behind Home's bell. Its first part, the doses due now
 * with a Taken each, is the doses feature's (`dueNow`, null when none is due: doses/bell-panel.tsx).
 */
export function NotificationSettingsDialog({
  open,
  onOpenChange,
  dueNow,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dueNow: ReactNode;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { permission, request } = useNotificationPermission();
  const [requesting, setRequesting] = useState(false);
  const subscription = useSubscription();
  const notifications = useServerNotifications();
  const timeZone = useAccount().data?.user.timeZone ?? DEFAULT_TIME_ZONE;
  const isSubscribed = subscription.data?.isSubscribed === true;

  const ask = async () => {
    setRequesting(true);
    try {
      const result = await request();
      if (result === 'denied') toast({ variant: 'destructive', ...permissionDeniedToast() });
      if (result === 'granted') {
        // Premium: this device subscribes to Web Push now (push-sync.ts skips otherwise).
        void syncPush().catch((error: unknown) =>
          console.warn('Could not subscribe to push', error),
        );
        toast({
          title: t`Notifications Enabled`,
          description: t`Reminders can now reach you here.`,
        });
      }
    } finally {
      setRequesting(false);
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t`Notification Settings`}
      description={t`Choose how MedMitra reminds you.`}
    >
      <div className="-mx-5 max-h-[calc(85dvh-6rem)] space-y-4 overflow-y-auto px-5 pb-1">
        {needsHomeScreenForPush() ? <IosPushCard /> : null}
        <PendingList dueNow={dueNow} notifications={notifications.data ?? []} timeZone={timeZone} />
        {isDemo() ? (
          <DemoPushNote />
        ) : (
          <PermissionCard
            permission={permission}
            onRequest={() => void ask()}
            requesting={requesting}
          />
        )}
        <NotificationTypesCard granted={permission === 'granted'} isSubscribed={isSubscribed} />
        <PremiumCard
          subscription={subscription.data}
          onUpgrade={() => {
            onOpenChange(false);
            navigate('/subscribe');
          }}
        />
      </div>
    </Sheet>
  );
}
