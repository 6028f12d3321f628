import { describe, expect, it } from 'vitest';
import { eyeIssues, formatDioptres, myopiaChange, pdIssue, sphericalEquivalent } from './eyesight';

const fields = (eye: Parameters<typeof eyeIssues>[0]) => eyeIssues(eye).map((i) => i.field);

describe('eyeIssues: SPH and CYL', () => {
  it.each([-20, -0.25, 0, 0.25, 20, -3.75])('SPH %d is fine', (sph) => {
    expect(fields({ sph })).toEqual([]);
  });
  it.each([-20.25, 20.25, -1.3, 0.1, Number.NaN])('SPH %d is refused', (sph) => {
    expect(fields({ sph })).toEqual(['sph']);
  });
  it('SPH is required (0 for plano)', () => {
    expect(eyeIssues({ sph: null })).toEqual([
      { field: 'sph', message: 'Enter SPH (use 0 for plano)' },
    ]);
  });
  it.each([-10, 10, -0.75])('CYL %d with an axis is fine', (cyl) => {
    expect(fields({ sph: 0, cyl, axis: 90 })).toEqual([]);
  });
  it.each([-10.25, 10.25, -0.6])('CYL %d is refused', (cyl) => {
    expect(fields({ sph: 0, cyl, axis: 90 })).toEqual(['cyl']);
  });
});

describe('eyeIssues: AXIS goes with CYL', () => {
  it('is required when CYL is not zero', () => {
    expect(eyeIssues({ sph: -1, cyl: -0.5 })).toEqual([
      { field: 'axis', message: 'Enter AXIS (1 to 180) when CYL is not zero' },
    ]);
  });
  it.each([1, 180, 90])('AXIS %d is fine', (axis) => {
    expect(fields({ sph: -1, cyl: -0.5, axis })).toEqual([]);
  });
  it.each([0, 181, 45.5])('AXIS %d is refused', (axis) => {
    expect(fields({ sph: -1, cyl: -0.5, axis })).toEqual(['axis']);
  });
  it('must be empty when CYL is zero or empty', () => {
    expect(fields({ sph: -1, cyl: 0, axis: 90 })).toEqual(['axis']);
    expect(fields({ sph: -1, axis: 90 })).toEqual(['axis']);
    expect(fields({ sph: -1, cyl: 0, axis: null })).toEqual([]);
  });
});

describe('eyeIssues: ADD and acuity', () => {
  it.each([0.75, 1.5, 3.5])('ADD %d is fine', (add) => {
    expect(fields({ sph: 1, add })).toEqual([]);
  });
  it.each([0.5, 3.75, 1.1, -1])('ADD %d is refused', (add) => {
    expect(fields({ sph: 1, add })).toEqual(['add']);
  });
  it.each(['6/5', '6/6', '6/9', '6/12', '6/18', '6/24', '6/36', '6/60'])('%s is fine', (acuity) => {
    expect(fields({ sph: 0, acuity })).toEqual([]);
  });
  it.each(['20/20', '6/7', '6 / 6', ''])('%j is refused', (acuity) => {
    expect(fields({ sph: 0, acuity })).toEqual(['acuity']);
  });
});

describe('pdIssue', () => {
  it.each([40, 62.5, 80])('%d mm is fine', (pd) => {
    expect(pdIssue(pd)).toBeNull();
  });
  it.each([39.5, 80.5, 62.3])('%d mm is refused', (pd) => {
    expect(pdIssue(pd)).toBe('PD must be from 40 to 80 mm, in steps of 0.5');
  });
});

describe('sphericalEquivalent and display', () => {
  it('is SPH + CYL / 2', () => {
    expect(sphericalEquivalent({ sph: -2, cyl: -1 })).toBe(-2.5);
    expect(sphericalEquivalent({ sph: -1.25, cyl: -0.25 })).toBe(-1.375);
    expect(sphericalEquivalent({ sph: 1.5 })).toBe(1.5);
  });
  it('formats dioptres with a sign and 2 decimals, as prescriptions are written', () => {
    expect(formatDioptres(-1.5)).toBe('-1.50');
    expect(formatDioptres(0.25)).toBe('+0.25');
    expect(formatDioptres(0)).toBe('0.00');
  });
});

describe('myopiaChange', () => {
  const test = (testDate: string, rightSph: number, leftSph: number, leftCyl = 0) => ({
    testDate,
    right: { sph: rightSph },
    left: { sph: leftSph, cyl: leftCyl, axis: leftCyl ? 180 : null },
  });

  it('a year apart: -0.50 D/yr is progressing, -0.25 D/yr is not', () => {
    const c = myopiaChange(test('2025-06-01', -1, -1), test('2026-06-01', -1.5, -1.25));
    expect(c.days).toBe(365);
    expect(c.right).toEqual({ from: -1, to: -1.5, change: -0.5, perYear: -0.5, progressing: true });
    expect(c.left).toMatchObject({ change: -0.25, perYear: -0.25, progressing: false });
  });
  it('uses the spherical equivalent, so a new cylinder counts', () => {
    const c = myopiaChange(test('2025-01-01', -2, -2), test('2026-01-01', -2, -2, -1));
    expect(c.left.change).toBe(-0.5);
    expect(c.left.progressing).toBe(true);
  });
  it('takes the two tests in either order', () => {
    const a = test('2024-01-01', -1, -1);
    const b = test('2026-01-01', -2, -1.5);
    expect(myopiaChange(b, a)).toEqual(myopiaChange(a, b));
    expect(myopiaChange(a, b).right.perYear).toBe(-0.5);
    expect(myopiaChange(a, b).left.perYear).toBe(-0.25);
  });
  it('less than 6 months apart gives the change but no yearly rate', () => {
    const c = myopiaChange(test('2026-01-01', -1, -1), test('2026-06-29', -1.5, -1));
    expect(c.days).toBe(179);
    expect(c.right).toEqual({
      from: -1,
      to: -1.5,
      change: -0.5,
      perYear: null,
      progressing: false,
    });
    const d = myopiaChange(test('2026-01-01', -1, -1), test('2026-06-30', -1.25, -1));
    expect(d.days).toBe(180);
    expect(d.right.perYear).toBe(-0.51);
    expect(d.right.progressing).toBe(true);
  });
  it('getting less negative is not progressing', () => {
    const c = myopiaChange(test('2025-01-01', -3, -3), test('2026-01-01', -2, -3));
    expect(c.right.progressing).toBe(false);
    expect(c.right.perYear).toBe(1);
  });
});
