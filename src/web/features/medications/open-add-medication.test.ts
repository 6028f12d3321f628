import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_MEDICATION_URL,
  createOpenRequestGuard,
  OPEN_ADD_MEDICATION_EVENT,
  OPEN_EVENT_DELAYS_MS,
  OPEN_REQUEST_WINDOW_MS,
  openAddMedication,
  readOpenDialogParam,
} from './open-add-medication';

describe('open request guard (spec §2: one tap opens the dialog once)', () => {
  it('accepts the first request and ignores the rest of its burst', () => {
    const accept = createOpenRequestGuard(1_500);
    expect(accept(10_000)).toBe(true);
    expect(accept(10_000)).toBe(false);
    expect(accept(10_200)).toBe(false);
    expect(accept(11_499)).toBe(false);
  });

  it('accepts a new request once the window has passed', () => {
    const accept = createOpenRequestGuard(1_500);
    expect(accept(0)).toBe(true);
    expect(accept(1_500)).toBe(true);
    expect(accept(2_000)).toBe(false);
  });

  it('covers the last event of a burst, which comes 500 ms after the first', () => {
    expect(OPEN_EVENT_DELAYS_MS).toEqual([0, 200, 500]);
    expect(OPEN_REQUEST_WINDOW_MS).toBeGreaterThan(500);
  });
});

describe('readOpenDialogParam', () => {
  it('finds openDialog=true and drops it, keeping other parameters', () => {
    expect(readOpenDialogParam('openDialog=true')).toEqual({ requested: true, rest: '' });
    expect(readOpenDialogParam('?member=abc&openDialog=true')).toEqual({
      requested: true,
      rest: '?member=abc',
    });
  });

  it('ignores other values and other parameters', () => {
    expect(readOpenDialogParam('')).toEqual({ requested: false, rest: '' });
    expect(readOpenDialogParam('openDialog=false').requested).toBe(false);
    expect(readOpenDialogParam('tab=x').requested).toBe(false);
  });
});

describe('openAddMedication (Meds sheet, Home quick action)', () => {
  let target: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    vi.stubGlobal('window', target);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('navigates to /medications?openDialog=true and fires the event at 0, 200 and 500 ms', () => {
    const fired: number[] = [];
    const start = Date.now();
    target.addEventListener(OPEN_ADD_MEDICATION_EVENT, () => fired.push(Date.now() - start));
    const navigate = vi.fn();
    openAddMedication(navigate);
    expect(navigate).toHaveBeenCalledWith(ADD_MEDICATION_URL);
    expect(ADD_MEDICATION_URL).toBe('/medications?openDialog=true');
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([0, 200, 500]);
  });

  it('with the page listening and the query read, the dialog opens exactly once', () => {
    const accept = createOpenRequestGuard();
    let opened = 0;
    const request = () => {
      if (accept(Date.now())) opened += 1;
    };
    target.addEventListener(OPEN_ADD_MEDICATION_EVENT, request);
    openAddMedication((url) => {
      // The page reads the query when it has loaded, 150 ms later.
      if (readOpenDialogParam(url.split('?')[1] ?? '').requested) setTimeout(request, 150);
    });
    vi.advanceTimersByTime(2_000);
    expect(opened).toBe(1);
  });
});
