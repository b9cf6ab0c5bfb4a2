import {
  addCalendarDays,
  AdminTradeShowResponseSchema,
  AdminTradeShowsResponseSchema,
  isShopDay,
  planShipment,
  PlannerSettingsResponseSchema,
  ShippingSettingsResponseSchema,
  ShowPlanResponseSchema,
  TradeShowResponseSchema,
  TradeShowsResponseSchema,
  zonedDateTime,
  zonedInstant,
  type MethodPlanView,
  type TradeShowRequest,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, type SignedIn } from '../../test/accounts';
import { createProduct, expectRefused, shopWithCategory } from '../../test/cart';

/**
 * The trade-show calendar (staff's entries, the storefront's list and pages), the shop's working
 * calendar (cut-off, time zone, closures) and the plans the planner works out with them.
 */

let app: App;
let staff: SignedIn;
let customer: SignedIn;
let categoryId: number;

beforeAll(async () => {
  ({ app, staff, categoryId } = await shopWithCategory());
  customer = await registerCustomer(app);
});
afterAll(async () => {
  await app?.close();
});

const today = () => zonedDateTime(new Date(), 'America/New_York').date;

function showFields(overrides: Partial<TradeShowRequest> = {}): TradeShowRequest {
  const start = addCalendarDays(today(), 60);
  return {
    name: 'Sign & Display Expo',
    organizer: 'Sign & Display Association',
    venue: 'Las Vegas Convention Center, West Hall',
    city: 'Las Vegas',
    country: 'US',
    region: 'NV',
    move_in: addCalendarDays(start, -1),
    starts_on: start,
    ends_on: addCalendarDays(start, 2),
    contractor: 'Desert Expo Services',
    warehouse_address: 'Desert Expo Services\n6500 S Valley View Blvd\nLas Vegas, NV 89118',
    warehouse_from: addCalendarDays(start, -36),
    warehouse_to: addCalendarDays(start, -8),
    direct_from: addCalendarDays(start, -1),
    direct_to: addCalendarDays(start, -1),
    url: 'https://signexpo.example.org/exhibitors',
    ...overrides,
  };
}

const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(staff.token), ...(payload ? { payload } : {}) });

async function createShow(overrides: Partial<TradeShowRequest> = {}) {
  const response = await asStaff('POST', '/api/admin/trade-shows', showFields(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return AdminTradeShowResponseSchema.parse(response.json()).show;
}

async function zoneMethods(country: 'US' | 'CA', region: string) {
  const response = await asStaff('GET', '/api/admin/settings/shipping');
  const zone = ShippingSettingsResponseSchema.parse(response.json()).zones.find((candidate) =>
    candidate.regions.some((place) => place.country === country && place.region === region),
  )!;
  return zone.methods
    .filter((method) => method.active)
    .map((method) => ({
      id: method.id,
      name: method.name,
      transitDaysMin: method.transit_days_min,
      transitDaysMax: method.transit_days_max,
    }));
}

/** The planner run in the test with the calendar and the order day the answer names. */
function expectedPlans(
  clock: { order_day: string; order_cutoff: string; time_zone: string },
  closures: { from: string; to: string }[],
  request: {
    target: string;
    destination: 'US' | 'CA';
    printed: boolean;
    methods: Awaited<ReturnType<typeof zoneMethods>>;
  },
) {
  const calendar = { timeZone: clock.time_zone, cutoff: clock.order_cutoff, closures };
  // Midnight of the order day comes before the cut-off, so an order then counts for that day.
  const now = zonedInstant(clock.order_day, '00:00', clock.time_zone);
  const plan = (rush: boolean) =>
    planShipment({ now, calendar, rush, ...request }).methods.map((method) => ({
      method_id: method.method.id,
      order_by: method.orderBy,
      artwork_by: method.artworkBy,
      approve_by: method.approveBy,
      ship_by: method.shipBy,
      ships_on: method.shipsOn,
      delivery_from: method.deliveryFrom,
      delivery_to: method.deliveryTo,
      verdict: method.verdict,
    }));
  return { standard: plan(false), rush: plan(true) };
}

const dates = (plans: MethodPlanView[]) =>
  plans.map(({ method_id, order_by, artwork_by, approve_by, ship_by, ships_on, ...rest }) => ({
    method_id,
    order_by,
    artwork_by,
    approve_by,
    ship_by,
    ships_on,
    delivery_from: rest.delivery_from,
    delivery_to: rest.delivery_to,
    verdict: rest.verdict,
  }));

describe('the shop’s working calendar', () => {
  it('starts at noon in New York with no closures, and staff change it', async () => {
    const before = await asStaff('GET', '/api/admin/settings/planner');
    expect(PlannerSettingsResponseSchema.parse(before.json())).toEqual({
      status: 200,
      time_zone: 'America/New_York',
      order_cutoff: '12:00',
      closures: [],
    });

    const closedFrom = addCalendarDays(today(), 20);
    const saved = await asStaff('PUT', '/api/admin/settings/planner', {
      time_zone: 'America/Chicago',
      order_cutoff: '14:30',
      closures: [
        { starts_on: closedFrom, ends_on: addCalendarDays(closedFrom, 4), reason: 'Stocktaking' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = PlannerSettingsResponseSchema.parse(saved.json());
    expect(settings).toMatchObject({ time_zone: 'America/Chicago', order_cutoff: '14:30' });
    expect(settings.closures).toEqual([
      {
        id: expect.any(Number),
        starts_on: closedFrom,
        ends_on: addCalendarDays(closedFrom, 4),
        reason: 'Stocktaking',
      },
    ]);

    const audit = await asStaff('GET', '/api/admin/audit?area=settings');
    expect(audit.body).toContain(
      'Set the order cut-off to 14:30 (America/Chicago) with 1 closures',
    );
  });

  it('refuses a bad cut-off, zone or closure field by field, and anyone but staff', async () => {
    const refused = expectRefused(
      await asStaff('PUT', '/api/admin/settings/planner', {
        time_zone: 'Europe/Paris',
        order_cutoff: '25:00',
        closures: [{ starts_on: '2027-01-10', ends_on: '2027-01-09', reason: ' ' }],
      }),
      422,
    );
    expect(Object.keys(refused.validation_errors ?? {}).sort()).toEqual([
      'closures.0.ends_on',
      'closures.0.reason',
      'order_cutoff',
      'time_zone',
    ]);
    expectRefused(
      await app.inject({
        method: 'GET',
        url: '/api/admin/settings/planner',
        headers: bearer(customer.token),
      }),
      403,
    );
    expectRefused(await app.inject({ method: 'GET', url: '/api/admin/settings/planner' }), 401);
  });
});

describe('the trade-show calendar', () => {
  it('lets staff add, change and delete shows; a show keeps the address of its page', async () => {
    const show = await createShow();
    const year = showFields().starts_on.slice(0, 4);
    expect(show.slug).toBe(`sign-and-display-expo-${year}`);
    expect(show).toMatchObject({
      region: 'NV',
      warehouse: { from: showFields().warehouse_from, to: showFields().warehouse_to },
      target: showFields().warehouse_to,
      target_kind: 'warehouse',
      status: 'scheduled',
    });
    // The same name the same year gets a page of its own.
    expect((await createShow()).slug).toBe(`sign-and-display-expo-${year}-2`);
    const list = AdminTradeShowsResponseSchema.parse(
      (await asStaff('GET', '/api/admin/trade-shows')).json(),
    ).shows;
    expect(list.map((entry) => entry.slug)).toContain(show.slug);

    const changed = await asStaff(
      'PUT',
      `/api/admin/trade-shows/${show.id}`,
      showFields({
        name: 'Sign, Display & Print Expo',
        warehouse_address: null,
        warehouse_from: null,
        warehouse_to: null,
        status: 'postponed',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = AdminTradeShowResponseSchema.parse(changed.json()).show;
    expect(after).toMatchObject({
      slug: show.slug,
      name: 'Sign, Display & Print Expo',
      warehouse: null,
      // Without a warehouse the goods go to the booth on its delivery day.
      target: showFields().direct_to,
      target_kind: 'direct',
      status: 'postponed',
    });

    const deleted = await asStaff('DELETE', `/api/admin/trade-shows/${show.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectRefused(await asStaff('GET', `/api/admin/trade-shows/${show.id}`), 404);
    expectRefused(await asStaff('DELETE', `/api/admin/trade-shows/${show.id}`), 404);
    expectRefused(await app.inject({ method: 'GET', url: `/api/trade-shows/${show.slug}` }), 404);

    const audit = await asStaff('GET', '/api/admin/audit?area=shows');
    for (const words of [
      'Added the trade show Sign & Display Expo',
      'Changed the trade show Sign, Display & Print Expo',
      'Deleted the trade show Sign, Display & Print Expo',
    ]) {
      expect(audit.body).toContain(words);
    }
  });

  it('checks a show field by field', async () => {
    const start = addCalendarDays(today(), 30);
    const refused = expectRefused(
      await asStaff(
        'POST',
        '/api/admin/trade-shows',
        showFields({
          name: '  ',
          region: 'ON',
          move_in: addCalendarDays(start, 1),
          starts_on: start,
          ends_on: addCalendarDays(start, -1),
          warehouse_address: null,
          warehouse_to: '2027-02-30',
          direct_to: null,
          url: 'javascript:alert(1)',
        }),
      ),
      422,
    );
    // Each field's own rule first; the rules between fields once every field reads.
    expect(Object.keys(refused.validation_errors ?? {}).sort()).toEqual([
      'name',
      'url',
      'warehouse_to',
    ]);
    const across = expectRefused(
      await asStaff(
        'POST',
        '/api/admin/trade-shows',
        showFields({ region: 'ON', warehouse_address: null, direct_to: null }),
      ),
      422,
    );
    expect(across.validation_errors).toEqual({
      region: ['Choose a state.'],
      warehouse_address: ['Give the warehouse address, or leave its days blank.'],
      direct_to: ['Give both days, or neither.'],
    });
    const dates = expectRefused(
      await asStaff(
        'POST',
        '/api/admin/trade-shows',
        showFields({
          move_in: addCalendarDays(start, 1),
          starts_on: start,
          ends_on: addCalendarDays(start, -1),
          warehouse_address: null,
          warehouse_from: null,
          warehouse_to: null,
          direct_from: null,
          direct_to: null,
        }),
      ),
      422,
    );
    expect(dates.validation_errors).toEqual({
      starts_on: ['The show cannot open before move-in.'],
      ends_on: ['The show cannot close before it opens.'],
    });
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/admin/trade-shows',
        headers: bearer(customer.token),
        payload: showFields(),
      }),
      403,
    );
  });

  it('lists the shows not over yet, soonest first, each with its plans by the shop’s calendar', async () => {
    const past = await createShow({
      name: 'Last Year’s Fair',
      move_in: addCalendarDays(today(), -30),
      starts_on: addCalendarDays(today(), -29),
      ends_on: addCalendarDays(today(), -28),
      warehouse_address: null,
      warehouse_from: null,
      warehouse_to: null,
      direct_from: null,
      direct_to: null,
    });
    const toronto = await createShow({
      name: 'Franchise Expo Toronto',
      city: 'Toronto',
      country: 'CA',
      region: 'ON',
      venue: 'Metro Toronto Convention Centre',
    });
    const soon = await createShow({
      name: 'Southeast Exhibit Summit',
      city: 'Atlanta',
      region: 'GA',
      move_in: addCalendarDays(today(), 9),
      starts_on: addCalendarDays(today(), 10),
      ends_on: addCalendarDays(today(), 11),
      warehouse_address: null,
      warehouse_from: null,
      warehouse_to: null,
      direct_from: addCalendarDays(today(), 9),
      direct_to: addCalendarDays(today(), 9),
    });

    const response = await app.inject({ method: 'GET', url: '/api/trade-shows' });
    expect(response.statusCode, response.body).toBe(200);
    const { clock, shows } = TradeShowsResponseSchema.parse(response.json());
    const slugs = shows.map((show) => show.slug);
    expect(slugs).not.toContain(past.slug);
    expect(slugs.indexOf(soon.slug)).toBeLessThan(slugs.indexOf(toronto.slug));
    expect(clock).toMatchObject({ time_zone: 'America/Chicago', order_cutoff: '14:30' });

    const settings = PlannerSettingsResponseSchema.parse(
      (await asStaff('GET', '/api/admin/settings/planner')).json(),
    );
    const closures = settings.closures.map((c) => ({ from: c.starts_on, to: c.ends_on }));
    for (const [created, country, region] of [
      [toronto, 'CA', 'ON'],
      [soon, 'US', 'GA'],
    ] as const) {
      const listed = shows.find((show) => show.slug === created.slug)!;
      const methods = await zoneMethods(country, region);
      expect(listed.plans.standard.map((plan) => plan.method)).toEqual(
        methods.map((method) => method.name),
      );
      const expected = expectedPlans(clock, closures, {
        target: created.target,
        destination: country,
        printed: true,
        methods,
      });
      expect(dates(listed.plans.standard)).toEqual(expected.standard);
      expect(dates(listed.plans.rush)).toEqual(expected.rush);
      for (const plan of [...listed.plans.standard, ...listed.plans.rush]) {
        for (const day of [plan.order_by, plan.artwork_by, plan.approve_by, plan.ship_by]) {
          if (day !== null) expect(isShopDay(day, closures), day).toBe(true);
        }
      }
    }
    // Ten days out, five days' production and a review cannot make it; 2-Day Rush by 2-Day can.
    const soonPlans = shows.find((show) => show.slug === soon.slug)!.plans;
    expect(soonPlans.standard.every((plan) => plan.verdict === 'too_late')).toBe(true);
    expect(soonPlans.rush.some((plan) => plan.verdict !== 'too_late')).toBe(true);

    const page = await app.inject({ method: 'GET', url: `/api/trade-shows/${toronto.slug}` });
    expect(page.statusCode, page.body).toBe(200);
    const one = TradeShowResponseSchema.parse(page.json()).show;
    expect(one.plans).toEqual(shows.find((show) => show.slug === toronto.slug)!.plans);
    expectRefused(await app.inject({ method: 'GET', url: '/api/trade-shows/no-such-show' }), 404);
  });
});

describe('the plan for a product', () => {
  it('works a printed product’s deadlines back from a show, priced per method', async () => {
    const show = await createShow({ name: 'National Retail Interiors Show', region: 'NY' });
    const frame = await createProduct(app, staff, categoryId, {
      name: 'Backlit Frame 85 x 200',
      price: '649.00',
      printSize: 'mlb-85x200',
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/show-plan?product=${frame.slug}&show=${show.slug}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = ShowPlanResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      product: { slug: frame.slug, printed: true, in_stock: true },
      show: { slug: show.slug, name: 'National Retail Interiors Show' },
      target: show.target,
      ship_to: { country: 'US', region: 'NY' },
      oversized: false,
    });
    const settings = PlannerSettingsResponseSchema.parse(
      (await asStaff('GET', '/api/admin/settings/planner')).json(),
    );
    const methods = await zoneMethods('US', 'NY');
    const expected = expectedPlans(
      answer.clock,
      settings.closures.map((c) => ({ from: c.starts_on, to: c.ends_on })),
      { target: show.target, destination: 'US', printed: true, methods },
    );
    expect(dates(answer.plans.standard)).toEqual(expected.standard);
    expect(dates(answer.plans.rush)).toEqual(expected.rush);
    // Ground is free from $500 in the lower 48; 2-Day is priced by weight.
    expect(answer.plans.standard.find((plan) => plan.method === 'Ground')?.price).toBe(0);
    expect(answer.plans.standard.find((plan) => plan.method === '2-Day')?.price).toBe(24.95);
  });

  it('works a stocked product back from a typed date in a province, and says why it cannot', async () => {
    const cable = await createProduct(app, staff, categoryId, { name: 'Power Cable', price: '19' });
    const target = addCalendarDays(today(), 21);
    const response = await app.inject({
      method: 'GET',
      url: `/api/show-plan?product=${cable.slug}&date=${target}&country=CA&region=qc`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = ShowPlanResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      product: { printed: false, in_stock: true },
      show: null,
      target,
      ship_to: { country: 'CA', region: 'QC' },
    });
    expect(answer.plans.standard.map((plan) => plan.method)).toEqual([
      'Ground',
      'Expedited',
      'Freight (oversized)',
    ]);
    for (const plan of answer.plans.standard) {
      expect(plan.artwork_by).toBeNull();
      expect(plan.approve_by).toBeNull();
    }
    // Nothing is printed, so rush changes nothing.
    expect(answer.plans.rush).toEqual(answer.plans.standard);

    const badDate = expectRefused(
      await app.inject({
        method: 'GET',
        url: `/api/show-plan?product=${cable.slug}&date=2027-02-30&country=CA&region=QC`,
      }),
      422,
    );
    expect(badDate.validation_errors).toEqual({
      date: ['The date must be a date like 2026-01-31.'],
    });
    const badRegion = expectRefused(
      await app.inject({
        method: 'GET',
        url: `/api/show-plan?product=${cable.slug}&date=${target}&country=CA&region=GA`,
      }),
      422,
    );
    expect(badRegion.validation_errors).toEqual({ region: ['Choose a province.'] });
    expectRefused(
      await app.inject({ method: 'GET', url: `/api/show-plan?product=${cable.slug}` }),
      422,
    );
    expectRefused(
      await app.inject({
        method: 'GET',
        url: `/api/show-plan?product=nothing&date=${target}&country=US&region=GA`,
      }),
      404,
    );
    expectRefused(
      await app.inject({ method: 'GET', url: `/api/show-plan?product=${cable.slug}&show=nothing` }),
      404,
    );

    const soldOut = await createProduct(app, staff, categoryId, { name: 'Gone Frame', stock: 0 });
    const none = ShowPlanResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/show-plan?product=${soldOut.slug}&date=${target}&country=US&region=GA`,
        })
      ).json(),
    );
    expect(none.product.in_stock).toBe(false);
    expect(none.plans).toEqual({ standard: [], rush: [] });
  });
});
