import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToastState,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toastReducer,
  type ToastData,
} from './toast-store';

const item = (id: string, open = true): ToastData => ({ id, title: `t${id}`, open });

describe('toastReducer (spec §4, §9)', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer({ toasts: [item('1')] }, { type: 'ADD_TOAST', toast: item('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('dismisses one toast by closing it, or all toasts without an id', () => {
    const start = { toasts: [item('1'), item('2')] };
    expect(
      toastReducer(start, { type: 'DISMISS_TOAST', toastId: '2' }).toasts.map((t) => t.open),
    ).toEqual([true, false]);
    expect(toastReducer(start, { type: 'DISMISS_TOAST' }).toasts.every((t) => !t.open)).toBe(true);
  });

  it('updates and removes toasts', () => {
    const start = { toasts: [item('1'), item('2')] };
    const updated = toastReducer(start, {
      type: 'UPDATE_TOAST',
      toast: { id: '1', title: 'new' },
    });
    expect(updated.toasts[0]?.title).toBe('new');
    expect(toastReducer(start, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([item('2')]);
    expect(toastReducer(start, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows only the latest toast', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast after 500 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(500);
    const { id, dismiss } = toast({ title: 'Saved' });
    dismiss();
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(499);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
});
