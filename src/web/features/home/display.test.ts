import { describe, expect, it } from 'vitest';
import { logDisplay } from './log-display';
import {
  colorClasses,
  RING_RADIUS,
  ringOffset,
  ringPercentage,
  RING_CIRCUMFERENCE,
} from './display';

describe('progress ring (spec §9)', () => {
  it('has radius 40', () => {
    expect(RING_RADIUS).toBe(40);
    expect(RING_CIRCUMFERENCE).toBeCloseTo(251.327, 3);
  });

  it('is 0-100, 0 when absent', () => {
    expect(ringPercentage(undefined)).toBe(0);
    expect(ringPercentage(null)).toBe(0);
    expect(ringPercentage(Number.NaN)).toBe(0);
    expect(ringPercentage('50')).toBe(0);
    expect(ringPercentage(-5)).toBe(0);
    expect(ringPercentage(150)).toBe(100);
    expect(ringPercentage(66.6)).toBe(67);
  });

  it('hides the whole stroke at 0 and none at 100', () => {
    expect(ringOffset(0)).toBeCloseTo(RING_CIRCUMFERENCE);
    expect(ringOffset(100)).toBe(0);
    expect(ringOffset(25)).toBeCloseTo(RING_CIRCUMFERENCE * 0.75);
  });
});

describe('Recent Activity status display (spec §4)', () => {
  it('taken, missed, and anything else as added', () => {
    expect(logDisplay('taken')).toEqual({ kind: 'taken', text: 'Took medication' });
    expect(logDisplay('missed')).toEqual({ kind: 'missed', text: 'Missed medication' });
    expect(logDisplay('added')).toEqual({ kind: 'added', text: 'Added medication' });
    expect(logDisplay('skipped')).toEqual({ kind: 'added', text: 'Added medication' });
    expect(logDisplay('')).toEqual({ kind: 'added', text: 'Added medication' });
  });
});

describe('medicine colours (spec §3)', () => {
  it('blue by default', () => {
    expect(colorClasses('purple')).toContain('purple');
    expect(colorClasses('green')).toContain('green');
    expect(colorClasses('blue')).toContain('blue');
    expect(colorClasses(undefined)).toBe(colorClasses('blue'));
    expect(colorClasses('red')).toBe(colorClasses('blue'));
  });
});
