import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_MEDICATION_PATH,
  OPEN_ADD_MEDICATION_EVENT,
  openAddMedication,
} from './open-add-medication';

let fired: number[];
let start: number;

beforeEach(() => {
  vi.useFakeTimers();
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  fired = [];
  start = Date.now();
  target.addEventListener(OPEN_ADD_MEDICATION_EVENT, () => fired.push(Date.now() - start));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Medicine Reminder quick action (spec §2)', () => {
  it('goes to /medications?openDialog=true and fires the event at 0, 200 and 500 ms', () => {
    const navigate = vi.fn();
    openAddMedication(navigate);
    expect(navigate).toHaveBeenCalledWith('/medications?openDialog=true');
    expect(ADD_MEDICATION_PATH).toBe('/medications?openDialog=true');
    expect(OPEN_ADD_MEDICATION_EVENT).toBe('open-add-medication-dialog');
    expect(fired).toEqual([0]);
    vi.advanceTimersByTime(199);
    expect(fired).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([0, 200]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([0, 200, 500]);
  });
});
