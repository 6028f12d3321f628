import { describe, expect, it } from 'vitest';
import { ceilingForPack, isAboveCeiling } from './ceiling-pack';
import { parseCeilingPrice } from './nppa-unit';
import { parsePack } from './pack';

const ceiling = (text: string) => {
  const parsed = parseCeilingPrice(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
};
const forPack = (price: string, pack: string) => ceilingForPack(ceiling(price), parsePack(pack));

describe('ceilingForPack', () => {
  it("a strip of 10 at ₹2.05 a tablet is ₹20.50 (the issue's example)", () => {
    expect(forPack('₹ 2.05(1 Tablet)', "10's")).toEqual({ quantity: 10, amount: 20.5 });
    expect(forPack('₹ 6.92(1 Tablet)', '15 tablets')).toEqual({ quantity: 15, amount: 103.8 });
    expect(forPack('₹ 7.54(1 Capsule)', '1 x 10 capsules')).toEqual({ quantity: 10, amount: 75.4 });
  });

  it('liquids by their volume, creams by weight, inhalers by doses', () => {
    expect(forPack('₹ 0.68(1 ML)', '60 ml')).toEqual({ quantity: 60, amount: 40.8 });
    expect(forPack('₹ 114.67(0.1 ml)', '0.4 ml Pre-filled Syringe')).toEqual({
      quantity: 0.4,
      amount: 458.68,
    });
    expect(forPack('₹ 3.07(1 GM)', '15 g')).toEqual({ quantity: 15, amount: 46.05 });
    expect(forPack('₹ 0.50(Per Metered Dose)', '200 MDI')).toEqual({ quantity: 200, amount: 100 });
    expect(forPack('₹ 51.66(Each Vial)', 'Vial')).toEqual({ quantity: 1, amount: 51.66 });
    expect(forPack('₹ 16.86(Each Pack (5 ml))', '5 ml')).toEqual({ quantity: 1, amount: 16.86 });
  });

  it("none when the pack does not hold the unit, or is outside the row's pack sizes", () => {
    expect(forPack('₹ 2.05(1 Tablet)', 'strip')).toBeNull();
    expect(forPack('₹ 2.05(1 Tablet)', '60 ml')).toBeNull();
    expect(forPack('₹ 0.68(1 ML)', "10's")).toBeNull();
    expect(forPack('₹ 1.67(1 ML (10 ML & more pack))', '2 ml')).toBeNull();
    expect(forPack('₹ 1.67(1 ML (10 ML & more pack))', '10 ml')).toEqual({
      quantity: 10,
      amount: 16.7,
    });
    expect(forPack('₹ 3.40(1 ML (Less than 10 ML Pack))', '10 ml')).toBeNull();
    expect(forPack('₹ 16.86(Each Pack (5 ml))', '10 ml')).toBeNull();
    expect(forPack('₹ 81.87(1000ml Glass)', '1000 ml')).toBeNull();
    expect(forPack('₹ 37.60(Combi Pack)', 'Kit')).toBeNull();
  });
});

describe('isAboveCeiling: only above the ceiling plus 12% GST, in paise', () => {
  const strip = { quantity: 10, amount: 20.5 };
  it.each([
    [20.5, false],
    [22.96, false], // 20.50 + 12%
    [22.97, true],
    [30, true],
  ])('₹%s for 10 tablets', (price, above) => {
    expect(isAboveCeiling(price, strip)).toBe(above);
  });
});
