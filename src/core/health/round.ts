/**
 * Rounds half away from zero to `decimals` places. Plain `Math.round(x * 10) / 10` turns 22.95 into
 * 22.9 because 22.95 * 10 is 229.49999999999997 in binary floating point; trimming the product to
 * 15 significant digits first removes that noise, so the number a person reads is the one rounded.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  // Keeps -0 out of what the user sees.
  return rounded === 0 ? 0 : rounded;
}
