import { describe, expect, it } from 'vitest';
import {
  BillingDetailsSchema,
  CheckoutChoicesSchema,
  PlaceOrderRequestSchema,
  SHIPPING_ONLY_MESSAGE,
  TERMS_MESSAGE,
  TRACKING_ALPHABET,
  TRACKING_NO_PATTERN,
} from './checkout';

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
