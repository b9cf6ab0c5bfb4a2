import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestMethodPlan,
  orderDayAt,
  PLAN_VERDICTS,
  planShipment,
  type MethodPlan,
  type PlannerCalendar,
  type PlannerMethod,
  type PlanRequest,
} from './show-planner';
import { addCalendarDays, addOpenDays, isShopDay, isTransitDay } from './working-days';

const NEW_YORK: PlannerCalendar = { timeZone: 'America/New_York', cutoff: '12:00', closures: [] };

// The shop's default methods, transit in working days.
const GROUND: PlannerMethod = { id: 1, name: 'Ground', transitDaysMin: 3, transitDaysMax: 5 };
const TWO_DAY: PlannerMethod = { id: 2, name: '2-Day', transitDaysMin: 2, transitDaysMax: 2 };
const FREIGHT: PlannerMethod = { id: 3, name: 'Freight', transitDaysMin: 5, transitDaysMax: 8 };
const CANADA_GROUND: PlannerMethod = {
  id: 7,
  name: 'Ground',
  transitDaysMin: 4,
  transitDaysMax: 8,
};
const EXPEDITED: PlannerMethod = { id: 8, name: 'Expedited', transitDaysMin: 2, transitDaysMax: 3 };

function plan(overrides: Partial<PlanRequest>) {
  return planShipment({
    now: new Date('2026-11-02T15:00:00Z'),
    calendar: NEW_YORK,
    target: '2026-12-04',
    destination: 'US',
    printed: true,
    rush: false,
    methods: [GROUND, TWO_DAY, FREIGHT],
    ...overrides,
  });
}

function deadlines(method: MethodPlan | undefined) {
  if (!method) throw new Error('no such method');
  const { orderBy, artworkBy, approveBy, shipBy, verdict } = method;
  return { orderBy, artworkBy, approveBy, shipBy, verdict };
}

describe('hand-worked plans', () => {
  it('Thanksgiving week: the holiday stops the shop, not the Friday after unless staff close it', () => {
    // Goods due at a warehouse on Friday, December 4, 2026, by Ground (3 to 5 days). Thanksgiving
    // is Thursday, November 26; Veterans Day Wednesday, November 11. Planned on Monday,
    // November 2, at 10:00 in New York.
    const open = plan({});
    expect(open.orderDay).toBe('2026-11-02');
    // Ships Fri 27 → Mon 30, Tue 1, Wed 2, Thu 3, Fri 4. Five days' production before that skips
    // Thanksgiving: Fri 20, Mon 23, Tue 24, Wed 25, Fri 27, so the file is approved by Thu 19 and
    // uploaded (with the order) a day before.
    expect(deadlines(open.methods[0])).toEqual({
      orderBy: '2026-11-18',
      artworkBy: '2026-11-18',
      approveBy: '2026-11-19',
      shipBy: '2026-11-27',
      verdict: 'in_time',
    });
    // Ordered now: file reviewed Tue 3, made Wed 4 … Tue 10 (six working days), Ground then
    // arrives Mon 16 to Wed 18 (Veterans Day is no carrier's day either).
    expect(open.methods[0]).toMatchObject({
      shipsOn: '2026-11-10',
      deliveryFrom: '2026-11-16',
      deliveryTo: '2026-11-18',
      spareDays: 11,
    });

    // The shop closes the Friday after Thanksgiving: it ships on Wednesday 25 instead.
    const closed = plan({
      calendar: { ...NEW_YORK, closures: [{ from: '2026-11-27', to: '2026-11-27' }] },
    });
    expect(deadlines(closed.methods[0])).toEqual({
      orderBy: '2026-11-17',
      artworkBy: '2026-11-17',
      approveBy: '2026-11-18',
      shipBy: '2026-11-25',
      verdict: 'in_time',
    });
  });

  it('Christmas and New Year: both kept on Fridays of 2027, an order after the cut-off counts the next day', () => {
    // Christmas 2027 is a Saturday (kept Friday, December 24) and New Year's Day 2028 too (kept
    // Friday, December 31). Goods due on Tuesday, January 4, 2028, by 2-Day.
    const afterCutoff = new Date('2027-12-20T18:00:00Z'); // Monday 13:00 in New York
    const standard = plan({ now: afterCutoff, target: '2028-01-04', rush: false });
    const rush = plan({ now: afterCutoff, target: '2028-01-04', rush: true });
    // Ships Thu 30 → Mon 3, Tue 4 (Fri 31 is a holiday).
    expect(standard.orderDay).toBe('2027-12-21');
    expect(deadlines(standard.methods[1])).toEqual({
      // Five days' production: Thu 23, Mon 27, Tue 28, Wed 29, Thu 30.
      orderBy: '2027-12-21',
      artworkBy: '2027-12-21',
      approveBy: '2027-12-22',
      shipBy: '2027-12-30',
      // Today is gone, so tomorrow is the last day: no day to spare.
      verdict: 'tight',
    });
    expect(deadlines(rush.methods[1])).toEqual({
      orderBy: '2027-12-27',
      artworkBy: '2027-12-27',
      approveBy: '2027-12-28',
      shipBy: '2027-12-30',
      verdict: 'in_time',
    });
    expect(rush.methods[1]!.spareDays).toBe(3);
    // Ground's five days of transit make it too late without rush …
    expect(standard.methods[0]!.verdict).toBe('too_late');
    expect(standard.methods[0]!.deliveryTo > '2028-01-04').toBe(true);
    // … and the plan to suggest is 2-Day.
    expect(bestMethodPlan(standard)?.method.name).toBe('2-Day');

    // A minute before the cut-off, Monday still counts and the standard plan has a day to spare.
    const beforeCutoff = plan({
      now: new Date('2027-12-20T16:59:00Z'),
      target: '2028-01-04',
    });
    expect(beforeCutoff.orderDay).toBe('2027-12-20');
    expect(beforeCutoff.methods[1]!.verdict).toBe('in_time');
  });

  it('a Saturday show: carriers deliver by Friday, stock ships the day after the order', () => {
    // Booth delivery on move-in, Saturday, March 13, 2027: nothing printed, Ground.
    const saturday = plan({
      now: new Date('2027-02-22T14:00:00Z'),
      target: '2027-03-13',
      printed: false,
      methods: [GROUND],
    });
    // Ships Fri 5 → Mon 8, Tue 9, Wed 10, Thu 11, Fri 12.
    expect(deadlines(saturday.methods[0])).toEqual({
      orderBy: '2027-03-04',
      artworkBy: null,
      approveBy: null,
      shipBy: '2027-03-05',
      verdict: 'in_time',
    });
    expect(saturday.methods[0]!.shipsOn).toBe('2027-02-23');
  });

  it('a Canadian province: Canada Day and the US Fourth both hold a parcel to Toronto', () => {
    // Goods due in Toronto on Tuesday, July 6, 2027, by Expedited (2 to 3 days). Canada Day is
    // Thursday, July 1; Independence Day (a Sunday) is kept on Monday, July 5.
    const toronto = plan({
      now: new Date('2027-06-07T13:00:00Z'),
      target: '2027-07-06',
      destination: 'CA',
      methods: [CANADA_GROUND, EXPEDITED],
    });
    // Ships Tue June 29 → Wed 30, Fri 2, Tue 6. To a US address it could ship a day later.
    expect(deadlines(toronto.methods[1])).toEqual({
      orderBy: '2027-06-21',
      artworkBy: '2027-06-21',
      approveBy: '2027-06-22',
      shipBy: '2027-06-29',
      verdict: 'in_time',
    });
    const sameToGeorgia = plan({
      now: new Date('2027-06-07T13:00:00Z'),
      target: '2027-07-06',
      destination: 'US',
      methods: [EXPEDITED],
    });
    expect(sameToGeorgia.methods[0]!.shipBy).toBe('2027-06-30');
    // Canadian Ground's eight days ship by Tuesday, June 22; five days' production before that
    // skip Juneteenth (kept Friday, June 18): Tue 15, Wed 16, Thu 17, Mon 21, Tue 22.
    expect(deadlines(toronto.methods[0])).toEqual({
      orderBy: '2027-06-11',
      artworkBy: '2027-06-11',
      approveBy: '2027-06-14',
      shipBy: '2027-06-22',
      verdict: 'in_time',
    });
  });

  it('a target already past is too late by every method, with the days it would have needed', () => {
    const past = plan({ now: new Date('2026-12-10T15:00:00Z') });
    expect(past.methods.map((method) => method.verdict)).toEqual([
      'too_late',
      'too_late',
      'too_late',
    ]);
    expect(bestMethodPlan(past)).toBeUndefined();
    expect(past.methods[0]!.orderBy).toBe('2026-11-18');
  });
});

describe('orderDayAt', () => {
  it('moves a weekend or holiday order, or one after the cut-off, to the next working day', () => {
    const at = (iso: string) => orderDayAt(new Date(iso), NEW_YORK);
    expect(at('2026-11-25T16:59:00Z')).toBe('2026-11-25'); // Wed 11:59
    expect(at('2026-11-25T17:00:00Z')).toBe('2026-11-27'); // Wed 12:00 → past Thanksgiving
    const closedFriday = { ...NEW_YORK, closures: [{ from: '2026-11-27', to: '2026-11-27' }] };
    expect(orderDayAt(new Date('2026-11-25T17:00:00Z'), closedFriday)).toBe('2026-11-30');
    expect(at('2026-11-28T15:00:00Z')).toBe('2026-11-30'); // Saturday
    // 03:30 UTC Tuesday is still Monday evening in New York.
    expect(at('2026-11-24T03:30:00Z')).toBe('2026-11-24');
    expect(orderDayAt(new Date('2026-11-24T03:30:00Z'), { ...NEW_YORK, timeZone: 'UTC' })).toBe(
      '2026-11-24',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties, over random calendars, targets, clocks and methods.

const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
const BASE = '2026-01-01';

const methodArb = fc
  .tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 6 }))
  .map(([min, extra]) => ({ transitDaysMin: min, transitDaysMax: min + extra }));

const requestArb = fc
  .record({
    targetOffset: fc.integer({ min: 0, max: 5 * 365 }),
    nowBefore: fc.integer({ min: -10, max: 150 }),
    nowMinute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    zone: fc.constantFrom(...ZONES),
    cutoff: fc
      .tuple(fc.integer({ min: 6, max: 20 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    closures: fc.array(
      fc.tuple(fc.integer({ min: -60, max: 10 }), fc.integer({ min: 0, max: 12 })),
      { maxLength: 3 },
    ),
    destination: fc.constantFrom('US' as const, 'CA' as const),
    printed: fc.boolean(),
    rush: fc.boolean(),
    methods: fc.array(methodArb, { minLength: 1, maxLength: 3 }),
  })
  .map((r): PlanRequest => {
    const target = addCalendarDays(BASE, r.targetOffset);
    const nowDay = addCalendarDays(target, -r.nowBefore);
    return {
      now: new Date(Date.parse(`${nowDay}T00:00:00Z`) + r.nowMinute * 60_000),
      calendar: {
        timeZone: r.zone,
        cutoff: r.cutoff,
        closures: r.closures.map(([start, length]) => ({
          from: addCalendarDays(target, start),
          to: addCalendarDays(target, start + length),
        })),
      },
      target,
      destination: r.destination,
      printed: r.printed,
      rush: r.rush,
      methods: r.methods.map((method, index) => ({ id: index + 1, name: `M${index}`, ...method })),
    };
  });

const rank = (method: MethodPlan) => PLAN_VERDICTS.indexOf(method.verdict);
const notBefore = (later: string | null, earlier: string | null) =>
  earlier === null || (later !== null && later >= earlier);

describe('planner properties', () => {
  it('no deadline falls on a day the shop is closed', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = planShipment(request);
        const open = (day: string) => isShopDay(day, request.calendar.closures);
        expect(open(result.orderDay)).toBe(true);
        for (const method of result.methods) {
          for (const day of [method.orderBy, method.artworkBy, method.approveBy, method.shipBy]) {
            if (day !== null) expect(open(day), day).toBe(true);
          }
          if (method.method.transitDaysMax > 0) {
            expect(isTransitDay(method.deliveryTo, request.destination)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an in-time or tight plan delivers on or before the target, deadlines in order', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        for (const method of planShipment(request).methods) {
          if (method.verdict !== 'too_late') {
            expect(method.deliveryTo <= request.target).toBe(true);
            expect(method.deliveryFrom <= method.deliveryTo).toBe(true);
          }
          if (method.shipBy !== null) expect(method.shipBy <= request.target).toBe(true);
          const chain = [method.orderBy, method.artworkBy, method.approveBy, method.shipBy];
          const known = chain.filter((day) => day !== null);
          expect(known).toEqual([...known].sort());
          expect(method.artworkBy === null).toBe(!request.printed || method.orderBy === null);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the order-by day is the last one: ordering a working day later misses the target', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = planShipment(request);
        const open = (day: string) => isShopDay(day, request.calendar.closures);
        for (const method of result.methods) {
          if (method.orderBy === null) continue;
          const dayAfter = addOpenDays(method.orderBy, 1, open);
          // Ordered at the start of that day, in the shop's zone.
          const late = planShipment({
            ...request,
            now: new Date(`${dayAfter}T12:00:00Z`),
            calendar: { ...request.calendar, timeZone: 'UTC', cutoff: '23:59' },
            methods: [method.method],
          });
          expect(late.methods[0]!.verdict).toBe('too_late');
          expect(late.methods[0]!.deliveryTo > request.target).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('moving the target later never makes a plan worse', () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 1, max: 60 }), (request, later) => {
        const before = planShipment(request).methods;
        const after = planShipment({
          ...request,
          target: addCalendarDays(request.target, later),
        }).methods;
        before.forEach((method, index) => {
          const moved = after[index]!;
          expect(rank(moved)).toBeGreaterThanOrEqual(rank(method));
          expect(moved.spareDays).toBeGreaterThanOrEqual(method.spareDays);
          expect(notBefore(moved.orderBy, method.orderBy)).toBe(true);
          expect(notBefore(moved.shipBy, method.shipBy)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('rush never makes a plan later', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const standard = planShipment({ ...request, rush: false }).methods;
        const rush = planShipment({ ...request, rush: true }).methods;
        standard.forEach((method, index) => {
          const rushed = rush[index]!;
          expect(rank(rushed)).toBeGreaterThanOrEqual(rank(method));
          expect(rushed.deliveryTo <= method.deliveryTo).toBe(true);
          expect(notBefore(rushed.orderBy, method.orderBy)).toBe(true);
          expect(notBefore(rushed.artworkBy, method.artworkBy)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
