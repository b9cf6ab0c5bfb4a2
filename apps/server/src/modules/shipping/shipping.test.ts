import {
  DEFAULT_ORDER_CUTOFF,
  DEFAULT_SHOP_TIME_ZONE,
  deliveryWindow,
  AuditResponseSchema,
  SaveProductResponseSchema,
  ShippingQuoteResponseSchema,
  ShippingSettingsResponseSchema,
  type AdminProduct,
  type ShippingSettingsRequest,
  type ShippingZone,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, type SignedIn } from '../../test/accounts';
import { add, deleteProduct, expectRefused, GuestBrowser, shopWithCategory } from '../../test/cart';

/** Staff's shipping zones and methods, and the quote of a customer's cart. */

let app: App;
let staff: SignedIn;
let categoryId: number;
let counter = 0;

beforeAll(async () => ({ app, staff, categoryId } = await shopWithCategory()));
afterAll(() => app.close());

interface Shipping {
  weight_g?: string | number;
  package_length_mm?: string | number;
  package_width_mm?: string | number;
  package_height_mm?: string | number;
}

const storeProduct = (fields: Shipping & { price?: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/store-product',
    headers: bearer(staff.token),
    payload: {
      name: `Parcel Product ${++counter}`,
      sku: `SHIP-${counter}-${Date.now() % 100000}`,
      stock: '50',
      category_id: String(categoryId),
      originalPrice: fields.price ?? '20.00',
      ...fields,
    },
  });

async function product(fields: Shipping & { price?: string }): Promise<AdminProduct> {
  const response = await storeProduct(fields);
  expect(response.statusCode, response.body).toBe(200);
  return SaveProductResponseSchema.parse(response.json()).product;
}

const spare = {
  weight_g: 400,
  package_length_mm: 300,
  package_width_mm: 200,
  package_height_mm: 100,
};
const frame = {
  weight_g: 15_000,
  package_length_mm: 2_100,
  package_width_mm: 250,
  package_height_mm: 200,
};
const hugeFrame = {
  weight_g: 48_000,
  package_length_mm: 3_100,
  package_width_mm: 500,
  package_height_mm: 300,
};

const quoteRequest = (who: SignedIn, payload: object) =>
  app.inject({ method: 'POST', url: '/api/shipping/quote', headers: bearer(who.token), payload });

async function quote(who: SignedIn, payload: object) {
  const response = await quoteRequest(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return ShippingQuoteResponseSchema.parse(response.json());
}

const prices = (answer: { methods: { name: string; price: number }[] }) =>
  Object.fromEntries(answer.methods.map((method) => [method.name, method.price]));

async function settings(): Promise<ShippingZone[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/settings/shipping',
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ShippingSettingsResponseSchema.parse(response.json()).zones;
}

const save = (zones: unknown, who = staff) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings/shipping',
    headers: bearer(who.token),
    payload: { zones },
  });

/** The settings as answered, sent back as a PUT body (ids kept, positions left to the order). */
const asRequest = (zones: ShippingZone[]): ShippingSettingsRequest['zones'] =>
  structuredClone(zones).map(({ position: _zone, ...zone }) => ({
    ...zone,
    methods: zone.methods.map(({ position: _method, ...method }) => method),
  }));

describe('shipping settings', () => {
  it('come with US lower 48, Alaska & Hawaii and Canada, each with parcel and freight methods', async () => {
    const zones = await settings();
    expect(zones.map((zone) => zone.name)).toEqual([
      'US lower 48',
      'Alaska, Hawaii & Puerto Rico',
      'Canada',
    ]);
    const [lower48, remote, canada] = zones;
    expect(lower48!.regions).toHaveLength(49);
    expect(lower48!.regions).not.toContainEqual({ country: 'US', region: 'AK' });
    expect(remote!.regions.map((place) => place.region).sort()).toEqual(['AK', 'HI', 'PR']);
    expect(canada!.regions).toHaveLength(13);
    for (const zone of zones) {
      expect(zone.methods.filter((method) => method.carries_oversized)).toHaveLength(1);
      expect(zone.methods.length).toBeGreaterThanOrEqual(3);
    }
    expect(lower48!.methods[0]).toMatchObject({
      name: 'Ground',
      free_from: 500,
      rule: { type: 'weight', bands: expect.arrayContaining([{ up_to: 1000, price: 9.95 }]) },
    });
    expect(canada!.methods.map((method) => method.rule.type)).toEqual([
      'weight',
      'subtotal',
      'flat',
    ]);
  });

  it('are for staff only', async () => {
    const customer = await registerCustomer(app);
    expectRefused(
      await app.inject({
        method: 'GET',
        url: '/api/admin/settings/shipping',
        headers: bearer(customer.token),
      }),
      403,
    );
    expectRefused(await save([], customer), 403);
    expectRefused(await app.inject({ method: 'GET', url: '/api/admin/settings/shipping' }), 401);
  });

  it('are replaced as a whole, keeping the ids of what stays, and audited', async () => {
    const before = await settings();
    const zones = asRequest(before);
    const canada = zones[2]!;
    canada.methods[0] = { ...canada.methods[0]!, name: 'Canada Ground', transit_days_max: 9 };
    canada.methods.splice(1, 1);
    canada.methods.push({
      name: 'Pick-up at a show',
      rule: { type: 'flat', price: 0 },
      free_from: null,
      transit_days_min: 0,
      transit_days_max: 0,
      carries_oversized: true,
      active: false,
    });
    const response = await save(zones);
    expect(response.statusCode, response.body).toBe(200);
    const after = ShippingSettingsResponseSchema.parse(response.json()).zones;
    expect(after.map((zone) => zone.id)).toEqual(before.map((zone) => zone.id));
    const methods = after[2]!.methods;
    expect(methods.map((method) => method.name)).toEqual([
      'Canada Ground',
      'Freight (oversized)',
      'Pick-up at a show',
    ]);
    expect(methods[0]!.id).toBe(before[2]!.methods[0]!.id);
    expect(methods[1]!.id).toBe(before[2]!.methods[2]!.id);
    expect(methods.map((method) => method.position)).toEqual([0, 1, 2]);
    expect(await settings()).toEqual(after);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?area=settings',
      headers: bearer(staff.token),
    });
    expect(AuditResponseSchema.parse(audit.json()).entries[0]).toMatchObject({
      action: 'settings.shipping',
      actor_email: staff.email,
    });

    // Put back as it was (the removed method comes back with a new id).
    const restored = asRequest(before);
    restored[2]!.methods = restored[2]!.methods.map((method, index) =>
      index === 1 ? { ...method, id: undefined } : method,
    );
    expect((await save(restored)).statusCode).toBe(200);
  });

  it('refuse the whole save on any bad part, and change nothing', async () => {
    const before = await settings();
    const zones = asRequest(before);
    zones[1]!.regions.push({ country: 'US', region: 'GA' });
    const refused = expectRefused(await save(zones), 422);
    expect(refused.validation_errors).toEqual({
      'zones.1.regions.3.region': ['GA is already in US lower 48.'],
    });

    const forged = asRequest(before);
    forged[0]!.methods[0]!.id = before[2]!.methods[0]!.id;
    forged[2]!.methods[0]!.id = 2_000_000;
    expect(expectRefused(await save(forged), 422).validation_errors).toEqual({
      'zones.0.methods.0.id': [expect.stringContaining('reload the settings')],
      'zones.2.methods.0.id': [expect.stringContaining('reload the settings')],
    });
    expect(await settings()).toEqual(before);
  });
});

describe('product weight and package size', () => {
  it('are optional, saved and answered to staff', async () => {
    const saved = await product(frame);
    expect(saved).toMatchObject(frame);
    const bare = await product({});
    expect(bare).toMatchObject({
      weight_g: null,
      package_length_mm: null,
      package_width_mm: null,
      package_height_mm: null,
    });
  });

  it('are whole numbers, and the package takes its three sides or none', async () => {
    const refused = expectRefused(
      await storeProduct({ weight_g: '1.5', package_length_mm: 300, package_height_mm: 0 }),
      422,
    );
    expect(refused.validation_errors).toEqual({
      weight_g: ['The weight must be a whole number.'],
      package_width_mm: ['Give the package length, width and height, or none.'],
      package_height_mm: ['The package height must be at least 1.'],
    });
    const unpaired = expectRefused(await storeProduct({ package_length_mm: 300 }), 422);
    expect(unpaired.validation_errors).toEqual({
      package_width_mm: ['Give the package length, width and height, or none.'],
    });
  });
});

describe('POST /api/shipping/quote', () => {
  let spareId: number;
  let frameId: number;
  let hugeId: number;

  beforeAll(async () => {
    spareId = (await product({ ...spare, price: '20.00' })).id;
    frameId = (await product({ ...frame, price: '480.00' })).id;
    hugeId = (await product({ ...hugeFrame, price: '1500.00' })).id;
  });

  it('prices the cart by zone and region, with delivery dates after production', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, spareId, 1);
    await add(app, customer, frameId, 1);

    const toronto = await quote(customer, { country: 'CA', region: 'on' });
    expect(toronto.zone?.name).toBe('Canada');
    expect(toronto).toMatchObject({ weight_g: 15_400, oversized: false, production_days: 5 });
    // 15.4 kg is in the 15–30 kg band; a $500.00 subtotal is in Expedited's $250–1,000 band.
    expect(prices(toronto)).toEqual({
      Ground: 74.95,
      Expedited: 59.95,
      'Freight (oversized)': 349,
    });

    const atlanta = await quote(customer, { country: 'US', region: 'GA', rush: true });
    expect(atlanta.zone?.name).toBe('US lower 48');
    // Free Ground from $500.00: exactly reached.
    expect(prices(atlanta)).toMatchObject({ Ground: 0, '2-Day': 119.95 });
    // Delivery as the planner counts it: in stock, it leaves the next working day (the shop's
    // default calendar), then the method's transit in the carriers' working days.
    const calendar = {
      timeZone: DEFAULT_SHOP_TIME_ZONE,
      cutoff: DEFAULT_ORDER_CUTOFF,
      closures: [],
    };
    const window = (destination: 'US' | 'CA', rush: boolean, transit: number) =>
      deliveryWindow(
        { now: new Date(), calendar, destination, printed: false, rush },
        { transitDaysMin: transit, transitDaysMax: transit },
      );
    const twoDay = atlanta.methods.find((method) => method.name === '2-Day')!;
    expect(twoDay.delivery_from).toBe(window('US', true, 2).deliveryFrom);
    const ground = toronto.methods.find((method) => method.name === 'Ground')!;
    expect(ground.delivery_to).toBe(window('CA', false, 8).deliveryTo);

    const honolulu = await quote(customer, { country: 'US', region: 'HI' });
    expect(honolulu.zone?.name).toBe('Alaska, Hawaii & Puerto Rico');
  });

  it('offers only freight for an oversized parcel', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, spareId, 2);
    await add(app, customer, hugeId, 1);
    const answer = await quote(customer, { country: 'CA', region: 'ON' });
    expect(answer.oversized).toBe(true);
    expect(answer.methods.map((method) => method.name)).toEqual(['Freight (oversized)']);
  });

  it('leaves out lines that cannot be bought', async () => {
    const customer = await registerCustomer(app);
    const gone = await product({ ...hugeFrame, price: '900.00' });
    await add(app, customer, spareId, 1);
    await add(app, customer, gone.id, 1);
    await deleteProduct(app, staff, gone.id);
    const answer = await quote(customer, { country: 'US', region: 'NY' });
    expect(answer).toMatchObject({ weight_g: 400, oversized: false });
    expect(prices(answer).Ground).toBe(9.95);
  });

  it('answers no methods where no zone reaches', async () => {
    const before = await settings();
    const customer = await registerCustomer(app);
    await add(app, customer, spareId, 1);
    expect((await save(asRequest(before).slice(0, 1))).statusCode).toBe(200);
    const answer = await quote(customer, { country: 'CA', region: 'ON' });
    expect(answer).toMatchObject({ zone: null, methods: [] });
    const restored = asRequest(before).map((zone, index) =>
      index === 0
        ? zone
        : { ...zone, id: undefined, methods: zone.methods.map((m) => ({ ...m, id: undefined })) },
    );
    expect((await save(restored)).statusCode).toBe(200);
  });

  it('refuses an empty cart, a region of another country, and strangers', async () => {
    const customer = await registerCustomer(app);
    expect(
      expectRefused(await quoteRequest(customer, { country: 'US', region: 'GA' }), 409).message,
    ).toBe('Your cart is empty.');
    await add(app, customer, spareId, 1);
    expect(
      expectRefused(await quoteRequest(customer, { country: 'CA', region: 'GA' }), 422)
        .validation_errors,
    ).toEqual({ region: ['Choose a province.'] });
    expect(
      expectRefused(await quoteRequest(customer, { country: 'FR', region: 'IDF' }), 422)
        .validation_errors,
    ).toMatchObject({ country: ['Choose the USA or Canada.'] });
    // Signed out: a write needs the CSRF echo; a guest without a cart has nothing to price, and a
    // guest's cart is priced like a customer's.
    expectRefused(
      await app.inject({ method: 'POST', url: '/api/shipping/quote', payload: { country: 'US' } }),
      403,
    );
    const guest = await new GuestBrowser(app).start();
    const place = { country: 'US', region: 'GA', rush: false };
    expectRefused(await guest.send('POST', '/api/shipping/quote', place), 409);
    await guest.add(spareId, 1);
    const priced = await guest.send('POST', '/api/shipping/quote', place);
    expect(priced.statusCode, priced.body).toBe(200);
    expect((priced.json() as { methods: unknown[] }).methods.length).toBeGreaterThan(0);
    // Only the region and rush come from the browser: a price, weight or method is refused.
    const forged = expectRefused(
      await quoteRequest(customer, { country: 'US', region: 'GA', price: 0, weight_g: 1 }),
      422,
    );
    expect(Object.keys(forged.validation_errors ?? {})).not.toHaveLength(0);
  });
});
