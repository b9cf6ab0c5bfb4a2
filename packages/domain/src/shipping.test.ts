import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryWindow, planShipment, type PlannerCalendar } from './show-planner';
import { zonedInstant } from './shop-time';
import { isUsFederalHoliday, isWeekend } from './working-days';
import {
  bandPrice,
  isOversized,
  quoteShipping,
  RUSH_PRODUCTION_DAYS,
  STANDARD_PRODUCTION_DAYS,
  type ShippingMethodRule,
  type ShippingZoneRule,
  type ShipmentLine,
} from './shipping';

const ground: ShippingMethodRule = {
  id: 1,
  name: 'Ground',
  rule: {
    type: 'weight',
    bands: [
      { upTo: 1_000, priceCents: 995 },
      { upTo: 5_000, priceCents: 1_495 },
      { upTo: null, priceCents: 2_995 },
    ],
  },
  freeFromCents: 50_000,
  transitDaysMin: 3,
  transitDaysMax: 5,
  carriesOversized: false,
  active: true,
};
const twoDay: ShippingMethodRule = {
  id: 2,
  name: '2-Day',
  rule: {
    type: 'subtotal',
    bands: [
      { upTo: 25_000, priceCents: 3_995 },
      { upTo: 100_000, priceCents: 5_995 },
    ],
  },
  freeFromCents: null,
  transitDaysMin: 2,
  transitDaysMax: 2,
  carriesOversized: false,
  active: true,
};
const freight: ShippingMethodRule = {
  id: 3,
  name: 'Freight',
  rule: { type: 'flat', priceCents: 24_900 },
  freeFromCents: null,
  transitDaysMin: 5,
  transitDaysMax: 8,
  carriesOversized: true,
  active: true,
};
const zones: ShippingZoneRule[] = [
  {
    id: 10,
    name: 'US lower 48',
    regions: [
      { country: 'US', region: 'GA' },
      { country: 'US', region: 'NY' },
    ],
    methods: [ground, twoDay, freight],
  },
  { id: 11, name: 'Canada', regions: [{ country: 'CA', region: 'ON' }], methods: [freight] },
];

const spare: ShipmentLine = { quantity: 1, weightG: 400, sizeMm: [300, 200, 100] };
// 2023-11-01 is a Wednesday; the quote is asked that morning, before the cut-off.
const calendar: PlannerCalendar = { timeZone: 'America/New_York', cutoff: '12:00', closures: [] };
const wednesday = zonedInstant('2023-11-01', '09:00', calendar.timeZone);
const windowOf =
  (country: 'US' | 'CA', rush: boolean, printed = false) =>
  (method: { transitDaysMin: number; transitDaysMax: number }) =>
    deliveryWindow({ now: wednesday, calendar, destination: country, printed, rush }, method);
const quote = (
  lines: ShipmentLine[],
  subtotalCents: number,
  where: { country: 'US' | 'CA'; region: string } = { country: 'US', region: 'GA' },
  rush = false,
) =>
  quoteShipping(zones, {
    ...where,
    lines,
    subtotalCents,
    rush,
    deliveryWindow: windowOf(where.country, rush),
  });
const prices = (result: ReturnType<typeof quote>) =>
  Object.fromEntries(result.methods.map((method) => [method.name, method.priceCents]));

describe('oversized parcels', () => {
  it('follows the parcel carriers’ maximums, at their edges', () => {
    expect(isOversized({ weightG: 68_000, sizeMm: [2_740, 100, 100] })).toBe(false);
    expect(isOversized({ weightG: 68_001, sizeMm: null })).toBe(true);
    expect(isOversized({ weightG: 1_000, sizeMm: [100, 2_741, 100] })).toBe(true);
    // 2,000 + 2 × (500 + 595) = 4,190: the limit itself; one more millimetre is over.
    expect(isOversized({ weightG: 1_000, sizeMm: [500, 2_000, 595] })).toBe(false);
    expect(isOversized({ weightG: 1_000, sizeMm: [500, 2_000, 596] })).toBe(true);
  });

  it('counts unknown weight and size as a parcel', () => {
    expect(isOversized({ weightG: null, sizeMm: null })).toBe(false);
  });

  it('leaves only the methods that carry oversized parcels', () => {
    const frame: ShipmentLine = { quantity: 1, weightG: 30_000, sizeMm: [3_150, 350, 300] };
    const result = quote([frame, spare], 400_000);
    expect(result.oversized).toBe(true);
    expect(result.methods.map((method) => method.name)).toEqual(['Freight']);
  });
});

describe('rates', () => {
  it('prices weight bands inclusive of their upper limit', () => {
    expect(bandPrice(ground.rule.type === 'weight' ? ground.rule.bands : [], 1_000)).toBe(995);
    expect(prices(quote([{ ...spare, weightG: 1_000 }], 1_000)).Ground).toBe(995);
    expect(prices(quote([{ ...spare, weightG: 1_001 }], 1_000)).Ground).toBe(1_495);
    expect(prices(quote([{ ...spare, weightG: 500, quantity: 10 }], 1_000)).Ground).toBe(1_495);
    expect(prices(quote([{ ...spare, weightG: 5_001 }], 1_000)).Ground).toBe(2_995);
  });

  it('makes a method free from its threshold on, to the cent', () => {
    expect(prices(quote([spare], 49_999)).Ground).toBe(995);
    expect(prices(quote([spare], 50_000)).Ground).toBe(0);
  });

  it('prices subtotal bands and drops a method past its last band', () => {
    expect(prices(quote([spare], 25_000))['2-Day']).toBe(3_995);
    expect(prices(quote([spare], 25_001))['2-Day']).toBe(5_995);
    expect(prices(quote([spare], 100_000))['2-Day']).toBe(5_995);
    expect(quote([spare], 100_001).methods.map((method) => method.name)).toEqual([
      'Ground',
      'Freight',
    ]);
  });

  it('skips inactive methods and answers no zone for an unknown region', () => {
    const closed = [{ ...zones[0]!, methods: [{ ...ground, active: false }] }];
    const result = quoteShipping(closed, {
      country: 'US',
      region: 'GA',
      lines: [spare],
      subtotalCents: 1_000,
      rush: false,
      deliveryWindow: windowOf('US', false),
    });
    expect(result.methods).toEqual([]);
    const nowhere = quote([spare], 1_000, { country: 'US', region: 'AK' });
    expect(nowhere.zone).toBeNull();
    expect(nowhere.methods).toEqual([]);
  });

  it('selects the zone by country and region', () => {
    const canada = quote([spare], 1_000, { country: 'CA', region: 'ON' });
    expect(canada.zone).toEqual({ id: 11, name: 'Canada' });
    expect(canada.methods.map((method) => method.id)).toEqual([3]);
  });

  it('always answers whole cents, never below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 10 }),
            weightG: fc.option(fc.integer({ min: 1, max: 100_000 })),
            sizeMm: fc.constant(null),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (lines, subtotalCents) => {
          for (const method of quote(lines, subtotalCents).methods) {
            expect(Number.isInteger(method.priceCents)).toBe(true);
            expect(method.priceCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('delivery dates', () => {
  it("are the planner's: stock leaves the next working day, then the transit's working days", () => {
    const ground = quote([spare], 1_000).methods.find((method) => method.name === 'Ground')!;
    // In stock: ships Thursday 2 November; 3 to 5 transit working days, Tuesday to Thursday.
    expect(STANDARD_PRODUCTION_DAYS).toBe(5);
    expect([ground.deliveryFrom, ground.deliveryTo]).toEqual(['2023-11-07', '2023-11-09']);
    const rush = quote([spare], 1_000, undefined, true);
    expect(rush.productionDays).toBe(RUSH_PRODUCTION_DAYS);
  });

  it('are the dates the planner shows for the same order, printed or not, rushed or not', () => {
    for (const printed of [false, true]) {
      for (const rush of [false, true]) {
        const quoted = quoteShipping(zones, {
          country: 'US',
          region: 'GA',
          lines: [spare],
          subtotalCents: 1_000,
          rush,
          deliveryWindow: windowOf('US', rush, printed),
        });
        const planned = planShipment({
          now: wednesday,
          calendar,
          target: '2023-12-20',
          destination: 'US',
          printed,
          rush,
          methods: quoted.methods,
        });
        expect(quoted.methods.map((method) => [method.deliveryFrom, method.deliveryTo])).toEqual(
          planned.methods.map((method) => [method.deliveryFrom, method.deliveryTo]),
        );
      }
    }
  });

  it('never lands on a weekend or a US federal holiday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (now, transit, printed) => {
          const { deliveryFrom, deliveryTo } = deliveryWindow(
            { now, calendar, destination: 'US', printed, rush: false },
            { transitDaysMin: transit, transitDaysMax: transit },
          );
          for (const day of [deliveryFrom, deliveryTo]) {
            expect(isWeekend(day) || isUsFederalHoliday(day)).toBe(false);
          }
        },
      ),
    );
  });
});
