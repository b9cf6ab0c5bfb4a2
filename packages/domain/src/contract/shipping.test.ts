import { describe, expect, it } from 'vitest';
import { ShippingQuoteRequestSchema, ShippingSettingsRequestSchema } from './shipping';

const method = {
  name: 'Ground',
  rule: {
    type: 'weight',
    bands: [
      { up_to: 1000, price: '9.95' },
      { up_to: null, price: 14.95 },
    ],
  },
  free_from: '500',
  transit_days_min: 3,
  transit_days_max: 5,
};
const zone = { name: 'US lower 48', regions: [{ country: 'US', region: 'ga' }], methods: [method] };

const issues = (input: unknown) => {
  const result = ShippingSettingsRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('shipping settings', () => {
  it('parses prices to cents and fills the defaults', () => {
    const parsed = ShippingSettingsRequestSchema.parse({ zones: [zone] });
    expect(parsed.zones[0]!.regions).toEqual([{ country: 'US', region: 'GA' }]);
    expect(parsed.zones[0]!.methods[0]).toMatchObject({
      rule: {
        type: 'weight',
        bands: [
          { up_to: 1000, price: 995 },
          { up_to: null, price: 1495 },
        ],
      },
      free_from: 50000,
      carries_oversized: false,
      active: true,
    });
  });

  it('refuses bands out of order or open-ended before the last', () => {
    const bands = [
      { up_to: null, price: 1 },
      { up_to: 500, price: 2 },
      { up_to: 500, price: 3 },
    ];
    const rule = { type: 'weight', bands };
    expect(issues({ zones: [{ ...zone, methods: [{ ...method, rule }] }] })).toEqual([
      ['zones.0.methods.0.rule.bands.0.up_to', 'Only the last band may have no upper limit.'],
      ['zones.0.methods.0.rule.bands.2.up_to', 'Each band must end above the one before it.'],
    ]);
  });

  it('refuses a region in two zones, an unknown region and duplicate names', () => {
    const second = {
      ...zone,
      name: 'us lower 48',
      regions: [
        { country: 'US', region: 'GA' },
        { country: 'CA', region: 'TX' },
      ],
    };
    expect(issues({ zones: [zone, second] })).toEqual([
      ['zones.1.name', 'Another zone has this name.'],
      ['zones.1.regions.0.region', 'GA is already in US lower 48.'],
      ['zones.1.regions.1.region', 'Choose a province of CA.'],
    ]);
  });

  it('refuses transit that ends before it starts, and negative or fractional prices', () => {
    const late = { ...method, transit_days_min: 4, transit_days_max: 3 };
    expect(issues({ zones: [{ ...zone, methods: [late] }] })).toEqual([
      [
        'zones.0.methods.0.transit_days_max',
        'The longest transit may not be shorter than the shortest.',
      ],
    ]);
    for (const price of ['-1', '1.005', 'free']) {
      const bad = { ...method, rule: { type: 'flat', price } };
      expect(issues({ zones: [{ ...zone, methods: [bad] }] })).toEqual([
        [
          'zones.0.methods.0.rule.price',
          'The price must be an amount in dollars with at most two decimals.',
        ],
      ]);
    }
  });
});

describe('shipping quote request', () => {
  it('takes a region of the chosen country only', () => {
    expect(ShippingQuoteRequestSchema.parse({ country: 'CA', region: 'on' })).toEqual({
      country: 'CA',
      region: 'ON',
      rush: false,
    });
    expect(ShippingQuoteRequestSchema.safeParse({ country: 'CA', region: 'NY' }).success).toBe(
      false,
    );
  });
});

describe('shipping settings field messages', () => {
  it('names the field when a nullable amount is not an amount', () => {
    expect(issues({ zones: [{ ...zone, methods: [{ ...method, free_from: 'lots' }] }] })).toEqual([
      [
        'zones.0.methods.0.free_from',
        'The free-shipping threshold must be an amount in dollars with at most two decimals.',
      ],
    ]);
  });
});
