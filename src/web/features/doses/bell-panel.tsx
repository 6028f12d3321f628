import { useAccount } from '@web/session/queries';
import { NotificationSettingsDialog } from '@web/features/notifications/notification-settings-dialog';
import { DEFAULT_TIME_ZONE } from '@web/lib/date-format';
import { DueNowList } from './due-now-list';
import { useMedicationReminders } from './queries';

/**
 * The panel behind Home's bell and the reminder's list button: the notification settings, with
 * the doses due now (and their Taken) first. Loaded on first use, not with the page.
 */
export default function BellPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reminders = useMedicationReminders().data ?? [];
  const timeZone = useAccount().data?.user.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <NotificationSettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      dueNow={
        reminders.length > 0 ? <DueNowList reminders={reminders} timeZone={timeZone} /> : null
      }
    />
  );
}
