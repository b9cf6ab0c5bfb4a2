import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmount,
  centsToDollars,
  dollarsToCents,
  formatDollars,
  formatMoney,
  lineTotalCents,
  orderTotals,
  RUSH_FEE_MIN_CENTS,
  rushFeeCents,
} from './money';

const cents = fc.integer({ min: 1, max: 10_000_000 });
/** Up to $20 million either way: far beyond any order, well inside exact float arithmetic. */
const anyCents = fc.integer({ min: -2_000_000_000, max: 2_000_000_000 });
const line = fc.record({
  unitPriceCents: fc.integer({ min: 1, max: 9_999_999 }),
  quantity: fc.integer({ min: 1, max: 10 }),
});

describe('amountToCents', () => {
  it('reads dollars with at most two decimals without floating-point error', () => {
    expect(amountToCents('12.3')).toBe(1230);
    expect(amountToCents(' 7 ')).toBe(700);
    expect(amountToCents('0.05')).toBe(5);
    expect(amountToCents('1234.56')).toBe(123456);
    expect(amountToCents('19.99')).toBe(1999);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1.234', '-1', '1e3', '1,50', '$5', '.5', 'abc']) {
      expect(amountToCents(text), text).toBeUndefined();
    }
  });
});

describe('centsToAmount', () => {
  it('writes two decimals the way PayPal expects', () => {
    expect(centsToAmount(12_345)).toBe('123.45');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(100)).toBe('1.00');
    expect(centsToAmount(0)).toBe('0.00');
  });

  it('reads back to the same cents', () => {
    fc.assert(fc.property(cents, (value) => amountToCents(centsToAmount(value)) === value));
  });
});

describe('dollars of the API answers', () => {
  it('are cents / 100', () => {
    expect(centsToDollars(1230)).toBe(12.3);
    expect(centsToDollars(5)).toBe(0.05);
  });

  it('come back as the same cents', () => {
    fc.assert(fc.property(anyCents, (value) => dollarsToCents(centsToDollars(value)) === value));
  });

  it('lose the noise of float arithmetic on the way back', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99 * 3)).toBe(5997);
  });

  it('add up without drift once in cents', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        const viaWire = values.reduce(
          (sum, value) => sum + dollarsToCents(centsToDollars(value)),
          0,
        );
        const exact = values.reduce((sum, value) => sum + value, 0);
        expect(viaWire).toBe(exact);
        expect(centsToAmount(dollarsToCents(centsToDollars(viaWire)))).toBe(centsToAmount(exact));
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows cents as dollars with two decimals and thousands separators', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('formats prices as the cards show them', () => {
    expect(formatMoney(1230, { code: true })).toBe('$12.30 USD');
  });

  it('leaves the symbol out where the code names the currency', () => {
    expect(formatMoney(12_000, { code: true, symbol: false })).toBe('120.00 USD');
  });

  it('shows the same digits as the wire amount', () => {
    fc.assert(
      fc.property(anyCents, (value) => {
        const digits = formatMoney(value, { symbol: false }).replaceAll(',', '');
        expect(digits).toBe(centsToAmount(value));
      }),
    );
  });

  it('writes what Intl.NumberFormat writes for en-US dollars, for any amount', () => {
    const withSymbol = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const withoutSymbol = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const cents of [0, 1, -1, 99, 100, -100_000, 99_999, 100_000, 123_456_789]) {
      expect(formatMoney(cents)).toBe(withSymbol.format(cents / 100));
    }
    fc.assert(
      fc.property(anyCents, (value) => {
        expect(formatMoney(value)).toBe(withSymbol.format(value / 100));
        expect(formatMoney(value, { symbol: false })).toBe(withoutSymbol.format(value / 100));
      }),
    );
  });
});

describe('formatDollars', () => {
  it('writes the dollars of an API answer as formatMoney writes their cents, float noise and all', () => {
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(278.95, { code: true })).toBe('$278.95 USD');
    fc.assert(
      fc.property(anyCents, (value) => {
        expect(formatDollars(centsToDollars(value))).toBe(formatMoney(value));
      }),
    );
  });
});

describe('rushFeeCents', () => {
  it('is 25 % of the order, at least $50', () => {
    expect(rushFeeCents(100_000)).toBe(25_000);
    expect(rushFeeCents(20_000)).toBe(5_000);
    expect(rushFeeCents(19_999)).toBe(5_000);
    expect(rushFeeCents(20_004)).toBe(5_001);
    expect(rushFeeCents(1)).toBe(RUSH_FEE_MIN_CENTS);
  });

  it('rounds a half cent up', () => {
    expect(rushFeeCents(40_002)).toBe(10_001); // 10000.5 → 10001
    expect(rushFeeCents(40_001)).toBe(10_000); // 10000.25 → 10000
  });

  it('is nothing for an empty order', () => {
    expect(rushFeeCents(0)).toBe(0);
  });

  it('is a whole number of cents, never under $50, within half a cent of 25 %', () => {
    fc.assert(
      fc.property(cents, (subtotal) => {
        const fee = rushFeeCents(subtotal);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(RUSH_FEE_MIN_CENTS);
        if (subtotal * 0.25 >= RUSH_FEE_MIN_CENTS) {
          expect(Math.abs(fee - subtotal * 0.25)).toBeLessThanOrEqual(0.5);
        } else {
          expect(fee).toBe(RUSH_FEE_MIN_CENTS);
        }
      }),
    );
  });

  it('never decreases when the order grows', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rushFeeCents(low)).toBeLessThanOrEqual(rushFeeCents(high));
      }),
    );
  });
});

describe('orderTotals', () => {
  it('adds the lines, then the rush fee when asked for', () => {
    const lines = [
      { unitPriceCents: 24_900, quantity: 2 },
      { unitPriceCents: 5_950, quantity: 1 },
    ];
    expect(lineTotalCents(lines[0]!)).toBe(49_800);
    expect(orderTotals(lines, false)).toEqual({
      subtotalCents: 55_750,
      rushFeeCents: 0,
      totalCents: 55_750,
    });
    expect(orderTotals(lines, true)).toEqual({
      subtotalCents: 55_750,
      rushFeeCents: 13_938, // 13937.5 rounded up
      totalCents: 69_688,
    });
  });

  it('always totals subtotal + fee, with the fee only for rush orders', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.boolean(), (lines, rush) => {
        const totals = orderTotals(lines, rush);
        const expected = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        expect(totals.subtotalCents).toBe(expected);
        expect(totals.rushFeeCents).toBe(rush ? rushFeeCents(expected) : 0);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.rushFeeCents);
      }),
    );
  });
});
