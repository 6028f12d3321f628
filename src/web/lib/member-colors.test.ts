import { describe, expect, it } from 'vitest';
import colors from 'tailwindcss/colors';
import { MEMBER_COLORS } from '@core/contract/family';
import { initialOf, MEMBER_COLOR_CLASSES, MEMBER_PALETTE } from './member-colors';

/** Tailwind's own palette, as the built CSS has it: blue-600 is `oklch(54.6% 0.245 262.881)`. */
function oklchOf(name: string): [number, number, number] {
  const [hue, shade] = name.split('-');
  const value: unknown = (colors as Record<string, unknown>)[hue ?? '']?.[shade as never];
  const found = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(String(value));
  if (!found) throw new Error(`No ${name} in Tailwind's palette`);
  return [Number(found[1]) / 100, Number(found[2]), Number(found[3])];
}

/** WCAG 2 relative luminance of an OKLCH colour (via linear sRGB, clipped to the gamut). */
function luminance([l, c, h]: [number, number, number]): number {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ].map((v) => Math.min(1, Math.max(0, v)));
  return 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!;
}

const contrastWithWhite = (name: string) => 1.05 / (luminance(oklchOf(name)) + 0.05);

describe('member colours', () => {
  it('are the contract’s colours, in its order', () => {
    expect(MEMBER_PALETTE).toEqual([...MEMBER_COLORS]);
  });

  it.each(MEMBER_PALETTE)('%s keeps white text at 4.5:1 or better (WCAG AA)', (color) => {
    const name = /^bg-(\w+-\d+)$/.exec(MEMBER_COLOR_CLASSES[color])?.[1] ?? '';
    expect(contrastWithWhite(name)).toBeGreaterThanOrEqual(4.5);
  });

  it('a lighter shade would fail the check', () => {
    expect(contrastWithWhite('teal-500')).toBeLessThan(4.5);
  });
});

describe('initialOf', () => {
  it('is the first letter, capitalised, of a name in any script', () => {
    expect(initialOf('  asha')).toBe('A');
    expect(initialOf('आशा')).toBe('आ');
    expect(initialOf('   ')).toBe('?');
  });
});
