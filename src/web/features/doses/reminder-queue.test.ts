import { describe, expect, it } from 'vitest';
import type { LocalNotification } from './local-notification';
import {
  FADE_MS,
  initialQueueState,
  moreDosesDue,
  reminderQueueReducer as reduce,
  TOAST_SECONDS,
  type ReminderQueueAction,
  type ReminderQueueState,
} from './reminder-queue';

const note = (id: string): LocalNotification => ({
  id,
  type: 'medication',
  title: 'Time for your medicine',
  message: `Take ${id}`,
});

const run = (state: ReminderQueueState, ...actions: ReminderQueueAction[]) =>
  actions.reduce(reduce, state);
const ticks = (n: number): ReminderQueueAction[] =>
  Array.from({ length: n }, () => ({ type: 'tick' }));

describe('reminder toast timer (spec §4, §9)', () => {
  it('counts down from 5 s and fades over 300 ms', () => {
    expect(TOAST_SECONDS).toBe(5);
    expect(FADE_MS).toBe(300);
  });

  it('shows the first notification at once with 5 seconds left', () => {
    const s = run(initialQueueState, { type: 'enqueue', items: [note('a')] });
    expect(s.current?.id).toBe('a');
    expect(s.secondsLeft).toBe(5);
    expect(s.leaving).toBe(false);
  });

  it('starts leaving at 0 after five ticks, and not before', () => {
    const shown = run(initialQueueState, { type: 'enqueue', items: [note('a')] });
    const four = run(shown, ...ticks(4));
    expect(four.secondsLeft).toBe(1);
    expect(four.leaving).toBe(false);
    const five = run(four, { type: 'tick' });
    expect(five.secondsLeft).toBe(0);
    expect(five.leaving).toBe(true);
    expect(run(five, { type: 'tick' })).toBe(five);
  });

  it('after the fade, shows the next one with a fresh countdown', () => {
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a'), note('b')] },
      ...ticks(5),
      { type: 'removed' },
    );
    expect(s.current?.id).toBe('b');
    expect(s.secondsLeft).toBe(5);
    expect(s.leaving).toBe(false);
    expect(run(s, { type: 'dismiss' }, { type: 'removed' }).current).toBeNull();
  });

  it('does not queue the same notification twice', () => {
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a'), note('b')] },
      { type: 'enqueue', items: [note('a'), note('b'), note('c'), note('c')] },
    );
    expect(s.current?.id).toBe('a');
    expect(s.queue.map((n) => n.id)).toEqual(['b', 'c']);
    expect(run(s, { type: 'enqueue', items: [] })).toBe(s);
  });

  it('dismiss fades the current one out once', () => {
    const s = run(initialQueueState, { type: 'enqueue', items: [note('a')] }, { type: 'dismiss' });
    expect(s.leaving).toBe(true);
    expect(run(s, { type: 'dismiss' })).toBe(s);
    expect(run(initialQueueState, { type: 'dismiss' })).toBe(initialQueueState);
  });

  it('waits while paused and resumes where it was', () => {
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a')] },
      { type: 'tick' },
      { type: 'pause', paused: true },
      ...ticks(10),
    );
    expect(s.secondsLeft).toBe(4);
    expect(run(s, { type: 'pause', paused: false }, ...ticks(4)).leaving).toBe(true);
  });

  it('drops queued doses the server no longer lists as due, never the one on screen', () => {
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a'), note('b'), note('c')] },
      { type: 'keep-only', ids: new Set(['c']) },
    );
    expect(s.current?.id).toBe('a');
    expect(s.queue.map((n) => n.id)).toEqual(['c']);
  });

  it('keep-only is about doses: a queued period or health reminder stays', () => {
    const period: LocalNotification = { ...note('period@2026-11-24'), type: 'period' };
    const check: LocalNotification = { ...note('health@2026-11-24'), type: 'health_checkup' };
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a'), period, note('b'), check] },
      { type: 'keep-only', ids: new Set<string>() },
    );
    expect(s.queue.map((n) => n.id)).toEqual(['period@2026-11-24', 'health@2026-11-24']);
  });

  it('holds while a dialog is open: no countdown, then carries on', () => {
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a')] },
      { type: 'tick' },
      { type: 'hold', held: true },
      ...ticks(10),
    );
    expect(s.held).toBe(true);
    expect(s.secondsLeft).toBe(4);
    expect(s.current?.id).toBe('a');
    const resumed = run(s, { type: 'hold', held: false }, ...ticks(3));
    expect(resumed.secondsLeft).toBe(1);
    expect(resumed.leaving).toBe(false);
  });
});

describe('doses due together', () => {
  const period: LocalNotification = { ...note('p'), type: 'period' };

  it('counts the doses waiting behind the one shown', () => {
    const s = run(initialQueueState, {
      type: 'enqueue',
      items: [note('a'), note('b'), period, note('c')],
    });
    expect(moreDosesDue(s)).toBe(2);
    expect(moreDosesDue(initialQueueState)).toBe(0);
  });

  it('opening the list of due doses lets the shown one go and drops the waiting doses, not the rest', () => {
    const s = run(
      initialQueueState,
      { type: 'enqueue', items: [note('a'), note('b'), period, note('c')] },
      { type: 'open-list' },
    );
    expect(s.leaving).toBe(true);
    expect(s.queue.map((n) => n.id)).toEqual(['p']);
    expect(run(s, { type: 'removed' }).current?.id).toBe('p');
  });
});
