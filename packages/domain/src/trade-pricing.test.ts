import { describe, expect, it } from 'vitest';
import { tradeUnitPrice, type GroupPriceRules } from './trade-pricing';

const group = (rules: Partial<GroupPriceRules>): GroupPriceRules => ({
  percentOffBp: 0,
  fixedCents: undefined,
  tiers: [],
  ...rules,
});

describe('tradeUnitPrice', () => {
  it('takes the group percentage off the list price, half up to the cent per unit', () => {
    // 12.5 % off $9.99 is 874.125 cents: 874. 15 % off $0.30 is 25.5 cents: 26.
    expect(tradeUnitPrice(999, 1, group({ percentOffBp: 1250 }))).toEqual({
      cents: 874,
      listCents: 999,
      rule: 'percent',
    });
    expect(tradeUnitPrice(30, 1, group({ percentOffBp: 1500 })).cents).toBe(26);
    expect(tradeUnitPrice(30, 1, group({ percentOffBp: 1501 })).cents).toBe(25);
  });

  it('uses the fixed price over the percentage, but never above the list price', () => {
    expect(tradeUnitPrice(1000, 1, group({ percentOffBp: 5000, fixedCents: 800 }))).toEqual({
      cents: 800,
      listCents: 1000,
      rule: 'fixed',
    });
    expect(tradeUnitPrice(1000, 1, group({ percentOffBp: 1000, fixedCents: 1200 }))).toEqual({
      cents: 900,
      listCents: 1000,
      rule: 'percent',
    });
  });

  it('takes the best tier the quantity reaches off the group price, rounding once', () => {
    const rules = group({
      percentOffBp: 1000,
      tiers: [
        { minQuantity: 5, percentOffBp: 1000 },
        { minQuantity: 10, percentOffBp: 1500 },
        { minQuantity: 3, percentOffBp: 500 },
      ],
    });
    expect(tradeUnitPrice(1999, 2, rules)).toEqual({
      cents: 1799,
      listCents: 1999,
      rule: 'percent',
    });
    // 1999 × 0.9 × 0.95 = 1709.145 → 1709
    expect(tradeUnitPrice(1999, 4, rules).cents).toBe(1709);
    // 1999 × 0.9 × 0.9 = 1619.19 → 1619
    expect(tradeUnitPrice(1999, 5, rules)).toEqual({ cents: 1619, listCents: 1999, rule: 'tier' });
    // 1999 × 0.9 × 0.85 = 1529.235 → 1529
    expect(tradeUnitPrice(1999, 10, rules).cents).toBe(1529);
    // Tiers apply to a fixed price too: 850 × 0.95 = 807.5 → 808 (half up).
    expect(tradeUnitPrice(1999, 3, { ...rules, fixedCents: 850 }).cents).toBe(808);
  });

  it('leaves the list price, with no rule, when the group takes nothing off', () => {
    expect(tradeUnitPrice(1234, 9, group({}))).toEqual({
      cents: 1234,
      listCents: 1234,
      rule: null,
    });
  });
});
