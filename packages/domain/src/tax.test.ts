import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTaxRate, orderTax, parseTaxRate, taxCents, type TaxRegion } from './tax';

const ONTARIO: TaxRegion = {
  country: 'CA',
  region: 'ON',
  collect: true,
  shippingTaxable: true,
  components: [{ name: 'HST', rateThousandths: 13_000 }],
};
const QUEBEC: TaxRegion = {
  country: 'CA',
  region: 'QC',
  collect: true,
  shippingTaxable: true,
  components: [
    { name: 'GST', rateThousandths: 5_000 },
    { name: 'QST', rateThousandths: 9_975 },
  ],
};

describe('tax', () => {
  it('rounds each component half up to the cent, at the boundaries', () => {
    // 13 % of $0.50 = 6.5 cents → 7; of $0.49 = 6.37 → 6; of $0.03 = 0.39 → 0; of $0.04 = 0.52 → 1.
    expect(taxCents(50, 13_000)).toBe(7);
    expect(taxCents(49, 13_000)).toBe(6);
    expect(taxCents(3, 13_000)).toBe(0);
    expect(taxCents(4, 13_000)).toBe(1);
    // 9.975 % of $100.00 = 997.5 cents → 998.
    expect(taxCents(10_000, 9_975)).toBe(998);
    expect(taxCents(0, 13_000)).toBe(0);
  });

  it('is exact to the cent for any order up to $10 million', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (base, rate) => {
          const exact = (base * rate) / 100_000;
          const cents = taxCents(base, rate);
          expect(Math.abs(cents - exact)).toBeLessThanOrEqual(0.5);
          expect(Number.isInteger(cents)).toBe(true);
        },
      ),
    );
  });

  it('charges nothing where the shop does not collect, and each component where it does', () => {
    expect(orderTax(undefined, { goodsCents: 10_000 })).toEqual([]);
    expect(orderTax({ ...ONTARIO, collect: false }, { goodsCents: 10_000 })).toEqual([]);
    expect(orderTax(QUEBEC, { goodsCents: 10_000 })).toEqual([
      { name: 'GST', rateThousandths: 5_000, amountCents: 500 },
      { name: 'QST', rateThousandths: 9_975, amountCents: 998 },
    ]);
  });

  it('taxes shipping only where it is taxable', () => {
    expect(orderTax(ONTARIO, { goodsCents: 10_000, shippingCents: 1_000 })[0]?.amountCents).toBe(
      1_430,
    );
    expect(
      orderTax(
        { ...ONTARIO, shippingTaxable: false },
        { goodsCents: 10_000, shippingCents: 1_000 },
      )[0]?.amountCents,
    ).toBe(1_300);
  });

  it('reads and writes rates as staff type them', () => {
    expect(parseTaxRate('13')).toBe(13_000);
    expect(parseTaxRate('9.975')).toBe(9_975);
    expect(parseTaxRate('7.25')).toBe(7_250);
    for (const bad of ['', '13.0001', '-1', '1e2', '100', 'abc'])
      expect(parseTaxRate(bad)).toBeUndefined();
    expect(formatTaxRate(9_975)).toBe('9.975');
    expect(formatTaxRate(13_000)).toBe('13');
  });
});
