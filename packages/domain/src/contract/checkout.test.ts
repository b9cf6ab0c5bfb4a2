import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BillingDetailsSchema,
  centsToAmount,
  CheckoutChoicesSchema,
  orderTotals,
  PlaceOrderRequestSchema,
  RUSH_FEE_MIN_CENTS,
  rushFeeCents,
  SHIPPING_ONLY_MESSAGE,
  TERMS_MESSAGE,
  TRACKING_ALPHABET,
  TRACKING_NO_PATTERN,
} from './checkout';
import { dollarsToCents } from './products';

const cents = fc.integer({ min: 1, max: 10_000_000 });
const line = fc.record({
  unitPriceCents: fc.integer({ min: 1, max: 9_999_999 }),
  quantity: fc.integer({ min: 1, max: 10 }),
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

describe('centsToAmount', () => {
  it('writes two decimals the way PayPal expects', () => {
    expect(centsToAmount(12_345)).toBe('123.45');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(100)).toBe('1.00');
    expect(centsToAmount(0)).toBe('0.00');
  });

  it('reads back to the same cents', () => {
    fc.assert(fc.property(cents, (value) => dollarsToCents(centsToAmount(value)) === value));
  });
});

describe('tracking numbers', () => {
  it('use an alphabet without look-alike characters', () => {
    expect(TRACKING_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(new Set(TRACKING_ALPHABET).size).toBe(TRACKING_ALPHABET.length);
    expect(TRACKING_NO_PATTERN.test('BLS-7K4M2Q')).toBe(true);
    expect(TRACKING_NO_PATTERN.test('BLS-7K4M2O')).toBe(false);
    expect(TRACKING_NO_PATTERN.test('BLS-7K4M2')).toBe(false);
  });
});

const billing = {
  firstname: 'Jane',
  lastname: 'Doe',
  country: 'US',
  streetaddress: '1455 Northside Dr NW',
  city: 'Atlanta',
  state_contry: 'ga',
  zip: '30318',
  phone: '+1 404-555-0134',
  email: 'Jane@Example.com',
};

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('BillingDetailsSchema', () => {
  it('accepts a US address and normalises the state and e-mail', () => {
    const parsed = BillingDetailsSchema.parse(billing);
    expect(parsed.state_contry).toBe('GA');
    expect(parsed.email).toBe('jane@example.com');
    expect(parsed.companyname).toBeUndefined();
  });

  it('accepts a Canadian address with a province and postal code', () => {
    const parsed = BillingDetailsSchema.safeParse({
      ...billing,
      country: 'ca',
      state_contry: 'ON',
      zip: 'K1A 0B1',
    });
    expect(parsed.success).toBe(true);
  });

  it('names every missing required field', () => {
    const errors = errorsOf(BillingDetailsSchema.safeParse({}));
    expect(Object.keys(errors).sort()).toEqual(
      [
        'city',
        'country',
        'email',
        'firstname',
        'lastname',
        'phone',
        'state_contry',
        'streetaddress',
        'zip',
      ].sort(),
    );
    expect(errors.firstname).toBe('The first name is required.');
  });

  it('ships only to the USA and Canada', () => {
    expect(errorsOf(BillingDetailsSchema.safeParse({ ...billing, country: 'FR' }))).toEqual({
      country: SHIPPING_ONLY_MESSAGE,
    });
  });

  it('checks the state or province belongs to the country', () => {
    expect(errorsOf(BillingDetailsSchema.safeParse({ ...billing, state_contry: 'ON' }))).toEqual({
      state_contry: 'Choose a state from the list.',
    });
    expect(
      errorsOf(
        BillingDetailsSchema.safeParse({
          ...billing,
          country: 'CA',
          state_contry: 'GA',
          zip: 'K1A 0B1',
        }),
      ),
    ).toEqual({ state_contry: 'Choose a province from the list.' });
  });

  it('checks the postcode for the country', () => {
    expect(errorsOf(BillingDetailsSchema.safeParse({ ...billing, zip: 'K1A 0B1' }))).toHaveProperty(
      'zip',
    );
    expect(BillingDetailsSchema.safeParse({ ...billing, zip: '30318-1234' }).success).toBe(true);
    expect(
      errorsOf(BillingDetailsSchema.safeParse({ ...billing, country: 'CA', state_contry: 'ON' })),
    ).toHaveProperty('zip');
  });
});

describe('CheckoutChoicesSchema', () => {
  it('requires the terms and reads checkbox words from a multipart form', () => {
    expect(CheckoutChoicesSchema.parse({ terms: 'on', rush: 'true', promotions: '0' })).toEqual({
      terms: true,
      rush: true,
      promotions: false,
    });
    expect(errorsOf(CheckoutChoicesSchema.safeParse({ terms: false }))).toEqual({
      terms: TERMS_MESSAGE,
    });
    expect(CheckoutChoicesSchema.safeParse({ terms: 'maybe' }).success).toBe(false);
  });
});

describe('PlaceOrderRequestSchema', () => {
  it('needs the billing details, the terms and the payment reference', () => {
    const parsed = PlaceOrderRequestSchema.parse({
      ...billing,
      terms: true,
      payment_order_id: ' 5O190127TN364715T ',
    });
    expect(parsed.payment_order_id).toBe('5O190127TN364715T');
    expect(parsed.rush).toBe(false);
    expect(errorsOf(PlaceOrderRequestSchema.safeParse({ ...billing, terms: true }))).toEqual({
      payment_order_id: 'The payment is required.',
    });
  });
});
