import type { LocalNotification } from './local-notification';

/** Spec §9: the reminder toast counts down from 5 s and fades out over 300 ms. */
export const TOAST_SECONDS = 5;
export const FADE_MS = 300;

export interface ReminderQueueState {
  /** The notification on screen, or null. */
  current: LocalNotification | null;
  /** Seconds left before it dismisses itself. */
  secondsLeft: number;
  /** Fading out: the 300 ms before `removed`. */
  leaving: boolean;
  /** The person is reading or using the toast (hover, focus): the countdown waits. */
  paused: boolean;
  /** A dialog is open: the toast is not shown and its countdown waits. */
  held: boolean;
  /** Waiting their turn, first in first out. */
  queue: LocalNotification[];
}

export type ReminderQueueAction =
  | { type: 'enqueue'; items: LocalNotification[] }
  | { type: 'tick' }
  | { type: 'dismiss' }
  | { type: 'removed' }
  | { type: 'pause'; paused: boolean }
  | { type: 'hold'; held: boolean }
  /**
   * The person opened the list of due doses: every dose is there with its Taken, so
   * the one shown goes and the doses waiting behind it are not shown one by one after it.
   */
  | { type: 'open-list' }
  /**
   * Drops queued dose reminders the server no longer lists as due (taken elsewhere, or missed);
   * period and health reminders are not doses and stay.
   */
  | { type: 'keep-only'; ids: ReadonlySet<string> };

export const initialQueueState: ReminderQueueState = {
  current: null,
  secondsLeft: TOAST_SECONDS,
  leaving: false,
  paused: false,
  held: false,
  queue: [],
};

function showNext(state: ReminderQueueState, queue: LocalNotification[]): ReminderQueueState {
  const [next = null, ...rest] = queue;
  return {
    ...state,
    current: next,
    queue: rest,
    secondsLeft: TOAST_SECONDS,
    leaving: false,
    paused: false,
  };
}

export function reminderQueueReducer(
  state: ReminderQueueState,
  action: ReminderQueueAction,
): ReminderQueueState {
  switch (action.type) {
    case 'enqueue': {
      const known = new Set([state.current?.id, ...state.queue.map((n) => n.id)]);
      const fresh: LocalNotification[] = [];
      for (const item of action.items) {
        if (known.has(item.id)) continue;
        known.add(item.id);
        fresh.push(item);
      }
      if (fresh.length === 0) return state;
      const queue = [...state.queue, ...fresh];
      return state.current ? { ...state, queue } : showNext(state, queue);
    }
    case 'tick': {
      if (!state.current || state.leaving || state.paused || state.held) return state;
      const secondsLeft = Math.max(0, state.secondsLeft - 1);
      return { ...state, secondsLeft, leaving: secondsLeft === 0 };
    }
    case 'dismiss':
      return state.current && !state.leaving ? { ...state, leaving: true } : state;
    case 'removed':
      return state.current ? showNext(state, state.queue) : state;
    case 'pause':
      return state.paused === action.paused ? state : { ...state, paused: action.paused };
    case 'hold':
      return state.held === action.held ? state : { ...state, held: action.held };
    case 'open-list': {
      const queue = state.queue.filter((n) => n.type !== 'medication');
      return state.current ? { ...state, queue, leaving: true } : { ...state, queue };
    }
    case 'keep-only': {
      const queue = state.queue.filter((n) => n.type !== 'medication' || action.ids.has(n.id));
      return queue.length === state.queue.length ? state : { ...state, queue };
    }
  }
}

/** How many doses wait behind the one shown: the toast says "2 more due". */
export function moreDosesDue(state: ReminderQueueState): number {
  return state.queue.filter((n) => n.type === 'medication').length;
}
