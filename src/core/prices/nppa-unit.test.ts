import { describe, expect, it } from 'vitest';
import { parseCeilingPrice, parseCeilingUnit } from './nppa-unit';

// The Ceiling Price strings of the NPPA export of 18 Sep 2026, as written there (SL No beside).
describe("parseCeilingPrice on the export's price strings", () => {
  it.each([
    ['₹ 2.05(1 Tablet)', 2.05, { kind: 'each', item: 'tablet' }], // 714
    ['₹ 104.29(1 Capsule)', 104.29, { kind: 'each', item: 'capsule' }], // 13
    ['₹ 8.14(1 Suppository)', 8.14, { kind: 'each', item: 'suppository' }], // 708
    ['₹ 9.98(1 Lozenges)', 9.98, { kind: 'each', item: 'lozenge' }], // 672
    ['₹ 10762.15(1 Unit)', 10762.15, { kind: 'each', item: 'unit' }], // 20
    ['₹ 0.68(1 ML)', 0.68, { kind: 'ml', amount: 1 }], // 707
    ['₹ 114.67(0.1 ml)', 114.67, { kind: 'ml', amount: 0.1 }], // 417
    ['₹ 18.07(Per 0.5 ml)', 18.07, { kind: 'ml', amount: 0.5 }], // 48
    ['₹ 2.97(1 GM)', 2.97, { kind: 'g', amount: 1 }], // 21
    ['₹ 1.03(1 gm or 1 ml)', 1.03, { kind: 'g-or-ml' }], // 721
    ['₹ 2.55(Per Dose)', 2.55, { kind: 'dose' }], // 25
    ['₹ 1.30(1 Dose)', 1.3, { kind: 'dose' }], // 24
    ['₹ 0.50(Per Metered Dose)', 0.5, { kind: 'metered-dose' }], // 805
    ['₹ 51.66(Each Vial)', 51.66, { kind: 'vial' }], // 705
    ['₹ 2721.28(Each Pack)', 2721.28, { kind: 'pack', amount: null }], // 14
    ['₹ 22.60(Each Pack (7 ml))', 22.6, { kind: 'pack', amount: 7 }], // 98
    ['₹ 3.92(Each Pack (0.5ml))', 3.92, { kind: 'pack', amount: 0.5 }], // 99
    ['₹ 4.07(2 ML Pack)', 4.07, { kind: 'pack', amount: 2 }], // 709
    ['₹ 81.87(1000ml Glass)', 81.87, { kind: 'pack', amount: 1000, container: 'glass' }], // 56
    ['₹ 28.70(250ml Non-Glass)', 28.7, { kind: 'pack', amount: 250, container: 'non-glass' }], // 57
    ['₹ 37.60(Combi Pack)', 37.6, { kind: 'combi-pack' }], // 16
    ['₹ 292.84(Cubic Meter)', 292.84, { kind: 'cubic-metre' }], // 682
    ['₹ 1.67(1 ML (10 ML & more pack))', 1.67, { kind: 'ml', amount: 1, packMinMl: 10 }], // 635
    ['₹ 3.40(1 ML (Less than 10 ML Pack))', 3.4, { kind: 'ml', amount: 1, packBelowMl: 10 }], // 384
  ])('%s', (text, price, unit) => {
    const parsed = parseCeilingPrice(text);
    expect(parsed.ok && parsed.value.price).toBe(price);
    expect(parsed.ok && parsed.value.unit).toMatchObject(unit);
  });

  it('drops the trailing "( Pack)" that 73 rows carry', () => {
    // 34, 54, 462
    expect(parseCeilingPrice('₹ 2.20(1 Tablet)( Pack)')).toMatchObject({
      ok: true,
      value: { price: 2.2, unit: { kind: 'each', item: 'tablet', label: '1 Tablet' } },
    });
    expect(parseCeilingPrice('₹ 35.81(Each Pack (500 ml))( Pack)')).toMatchObject({
      ok: true,
      value: { unit: { kind: 'pack', amount: 500 } },
    });
  });

  it('refuses two units for one price, an unknown unit and a malformed price', () => {
    expect(parseCeilingPrice('₹ 1.59(20 ML Pack)(1 ML Pack)')).toEqual({
      ok: false,
      reason:
        'the ceiling price "₹ 1.59(20 ML Pack)(1 ML Pack)" names two units: 20 ML Pack, 1 ML Pack',
    }); // 138
    expect(parseCeilingPrice('₹ 80.89(Per mg of Phospholipids in the pack)')).toEqual({
      ok: false,
      reason: 'the unit "Per mg of Phospholipids in the pack" is not one the import knows',
    }); // 833
    expect(parseCeilingPrice('2.05 per tablet').ok).toBe(false);
    expect(parseCeilingPrice('₹ 0.00(1 Tablet)').ok).toBe(false);
    expect(parseCeilingPrice('₹ 2.05').ok).toBe(false);
  });

  it('does not take a volume for an item', () => {
    expect(parseCeilingUnit('1 Bottle')).toBeNull();
    expect(parseCeilingUnit('10 ml Pack')).toMatchObject({ kind: 'pack', amount: 10 });
  });
});
