import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAccount } from '@web/session/queries';
import { useNotificationPreferences } from '@web/features/notifications/preferences-store';
import { shouldNotifyBrowser } from '@web/features/notifications/preferences';
import { readPermission } from '@web/features/notifications/permission';
import { useSubscription } from '@web/session/subscription';
import { safeStorage } from '@web/lib/safe-storage';
import { showBrowserNotification } from './browser-notification';
import {
  checkupNotifications,
  PREFERENCE_OF_TYPE,
  reminderDay,
  showsInApp,
} from './checkup-notifications';
import { doseNotificationId, fromReminder, type LocalNotification } from './local-notification';
import { useLogDose } from './log-dose';
import { useHealthRemindersPoll, useMedicationReminders, usePeriodReminderPoll } from './queries';
import { FADE_MS, initialQueueState, reminderQueueReducer } from './reminder-queue';
import { markShown, wasShown } from './shown-store';
import { cancelSnooze, snoozeReminder, takeDueSnoozed } from './snooze-store';
import { useModalOpen } from './use-modal-open';

/** How often snoozed reminders are checked; the 15 minutes are kept to within this. */
const SNOOZE_CHECK_MS = 15_000;

/**
 * The reminder toast's state (spec §4): due doses not yet shown on this device, and today's
 * period and health reminders not yet shown today, one at a time, each counting down from 5 s;
 * snoozed ones come back from storage when their time comes.
 */
export function useReminderQueue() {
  const [state, dispatch] = useReducer(reminderQueueReducer, initialQueueState);
  const reminders = useMedicationReminders();
  const logDose = useLogDose({ silent: true });
  const prefs = useNotificationPreferences();
  const permission = readPermission();
  const subscription = useSubscription({ enabled: permission === 'granted' });
  const due = reminders.data;
  const modalOpen = useModalOpen();
  const timeZone = useAccount().data?.user.timeZone;
  const periodPoll = usePeriodReminderPoll(prefs.periods);
  const healthPoll = useHealthRemindersPoll(prefs.healthCheckups);
  // Both answers in (or off) before either is queued: always the period one first, then the
  // health ones, whichever answer comes back first.
  const checkupsSettled = periodPoll.settled && healthPoll.settled;
  const periodAnswer = checkupsSettled ? periodPoll.answer : undefined;
  const healthAnswer = checkupsSettled ? healthPoll.answer : undefined;

  useEffect(() => dispatch({ type: 'hold', held: modalOpen }), [modalOpen]);

  useEffect(() => {
    if (!due) return;
    const store = safeStorage();
    const now = Date.now();
    const fresh = due.map(fromReminder).filter((n) => !wasShown(store, n.id, now));
    dispatch({ type: 'enqueue', items: fresh });
    dispatch({
      type: 'keep-only',
      ids: new Set(due.map((r) => doseNotificationId(r.medicationId, r.scheduledTime))),
    });
  }, [due]);

  useEffect(() => {
    // The day is the account's, as the server counts 'days until due'; wait until it is known.
    if (!timeZone || (periodAnswer === undefined && healthAnswer === undefined)) return;
    const store = safeStorage();
    const now = Date.now();
    const day = reminderDay(now, timeZone);
    const items = checkupNotifications({ period: periodAnswer, health: healthAnswer, prefs, day });
    dispatch({ type: 'enqueue', items: items.filter((n) => !wasShown(store, n.id, now)) });
  }, [periodAnswer, healthAnswer, prefs, timeZone]);

  useEffect(() => {
    const check = () => {
      const back = takeDueSnoozed(safeStorage(), Date.now());
      if (back.length === 0) return;
      // A dose taken elsewhere, or missed, meanwhile does not come back; nor does a kind
      // turned off meanwhile.
      const stillDue =
        due && new Set(due.map((r) => doseNotificationId(r.medicationId, r.scheduledTime)));
      const comesBack = (n: LocalNotification) =>
        n.type === 'medication' ? !stillDue || stillDue.has(n.id) : showsInApp(n, prefs);
      dispatch({ type: 'enqueue', items: back.filter(comesBack) });
    };
    check();
    const timer = setInterval(check, SNOOZE_CHECK_MS);
    return () => clearInterval(timer);
  }, [due, prefs]);

  const { current, leaving, paused, held, secondsLeft } = state;
  useEffect(() => {
    if (!current || leaving || paused || held) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [current, leaving, paused, held, secondsLeft]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => dispatch({ type: 'removed' }), FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const isSubscribed = subscription.data?.isSubscribed === true;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!current || held || announced.current === current.id) return;
    announced.current = current.id;
    markShown(safeStorage(), current.id, Date.now());
    const key = PREFERENCE_OF_TYPE[current.type];
    if (shouldNotifyBrowser({ permission: readPermission(), prefs, isSubscribed, key })) {
      showBrowserNotification(current);
    }
  }, [current, held, prefs, isSubscribed]);

  const { mutate } = logDose;
  const taken = useCallback(() => {
    // Spec §5: Taken does nothing without a medication id.
    if (!current?.medicationId || !current.scheduledTime) return;
    mutate({
      medicationId: current.medicationId,
      scheduledTime: current.scheduledTime,
      name: current.medicationName ?? '',
      dosage: current.dosage ?? '',
    });
    cancelSnooze(safeStorage(), current.id, Date.now());
    dispatch({ type: 'dismiss' });
  }, [current, mutate]);

  const snooze = useCallback(() => {
    if (!current) return;
    snoozeReminder(safeStorage(), current, Date.now());
    dispatch({ type: 'dismiss' });
  }, [current]);

  const openList = useCallback(() => {
    // The waiting doses are in the list now: they count as shown on this device.
    const store = safeStorage();
    const now = Date.now();
    for (const n of state.queue) if (n.type === 'medication') markShown(store, n.id, now);
    dispatch({ type: 'open-list' });
  }, [state.queue]);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  const pause = useCallback((value: boolean) => dispatch({ type: 'pause', paused: value }), []);

  return { state, taken, snooze, dismiss, pause, openList };
}
