import {
  AccountOrderResponseSchema,
  DEFAULT_ORDER_CUTOFF,
  DEFAULT_SHOP_TIME_ZONE,
  deliveryWindow,
  AdminOrdersResponseSchema,
  OrderDetailResponseSchema,
  RUSH_PRODUCTION_DAYS,
  SaveProductResponseSchema,
  ShippingQuoteResponseSchema,
  ShippingSettingsResponseSchema,
  STANDARD_PRODUCTION_DAYS,
  TaxEstimateResponseSchema,
  type AdminProduct,
  type QuotedShippingMethod,
  type ShippingZone,
} from '@backlit/domain';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { orders, payments } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, expectRefused } from '../../test/cart';
import { BILLING, ONTARIO_HST, saveShippingZones, saveTaxTable } from '../../test/checkout';
import { jobsIdle } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { METHOD_NOT_OFFERED } from './order-shipping';
import {
  openPayment,
  paymentRequest as checkoutPayment,
  placeOrderRequest,
} from './orders.fixtures';
import { pdfText } from '../../test/pdf-text';
import { CART_CHANGED, SHIP_TO_CHANGED } from './place-order.workflow';

/**
 * Shipping at checkout: the ship-to address and trade-show booth, the method priced by the
 * server into the payment, the order's snapshot, and where staff and the customer see it.
 */

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let staff: SignedIn;
let categoryId: number;
let counter = 0;
/** A 2.1 m frame in its case (9 kg, a parcel) and a spare part (300 g). */
let frame: AdminProduct;
let spare: AdminProduct;

/** The booth at a convention centre in Toronto, as the checkout form sends it. */
const BOOTH = {
  ship_to_different: true,
  shipping_firstname: 'Grace',
  shipping_lastname: 'Hopper',
  shipping_companyname: 'Analytical Engines (exhibitor)',
  shipping_country: 'CA',
  shipping_streetaddress: '255 Front St W',
  shipping_streetaddressoptional: 'Metro Toronto Convention Centre, South Building',
  shipping_city: 'Toronto',
  shipping_state_contry: 'on',
  shipping_zip: 'M5V 2W6',
  shipping_phone: '416 555 0199',
  trade_show: true,
  show_name: 'Exhibit Canada 2026',
  show_booth: 'Hall D, Booth 1234',
  show_exhibitor: 'Analytical Engines',
  show_deliver_by: '2027-03-10',
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signInStaff(app);
  categoryId = await createCategory(app, staff);
  frame = await product({
    price: '400.00',
    weight_g: 9_000,
    package_length_mm: 2_100,
    package_width_mm: 400,
    package_height_mm: 300,
  });
  spare = await product({ price: '20.00', weight_g: 300 });
  // Ontario collects 13 % HST, on shipping too; Georgia (the billing state) nothing.
  await saveTaxTable(app, staff, [ONTARIO_HST]);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

interface ProductFields {
  price: string;
  weight_g?: number;
  package_length_mm?: number;
  package_width_mm?: number;
  package_height_mm?: number;
}

async function product(fields: ProductFields): Promise<AdminProduct> {
  const { price, ...parcel } = fields;
  const response = await app.inject({
    method: 'POST',
    url: '/api/store-product',
    headers: bearer(staff.token),
    payload: {
      name: `Shipped Product ${++counter}`,
      sku: `SHIPCO-${counter}-${Date.now() % 100000}`,
      stock: '100',
      category_id: String(categoryId),
      originalPrice: price,
      ...parcel,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return SaveProductResponseSchema.parse(response.json()).product;
}

async function customerWith(...lines: [AdminProduct, number][]): Promise<SignedIn> {
  const customer = await registerCustomer(app);
  for (const [item, quantity] of lines) await add(app, customer, item.id, quantity);
  return customer;
}

async function quote(customer: SignedIn, country: string, region: string, rush = false) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/shipping/quote',
    headers: bearer(customer.token),
    payload: { country, region, rush },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ShippingQuoteResponseSchema.parse(response.json());
}

function method(methods: QuotedShippingMethod[], name: string): QuotedShippingMethod {
  const found = methods.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no method ${name} in ${methods.map((m) => m.name).join(', ')}`);
  return found;
}

const paymentRequest = (customer: SignedIn, body: Record<string, unknown>) =>
  checkoutPayment(app, customer, body);
const pay = (customer: SignedIn, body: Record<string, unknown>) => openPayment(app, customer, body);

async function staffOrder(orderId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return OrderDetailResponseSchema.parse(response.json()).order;
}

async function settings(): Promise<ShippingZone[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/settings/shipping',
    headers: bearer(staff.token),
  });
  return ShippingSettingsResponseSchema.parse(response.json()).zones;
}

const saveSettings = (zones: unknown[]) => saveShippingZones(app, staff, zones);

/** The zones as the settings form sends them back (ids kept). */
function asInput(zones: ShippingZone[]) {
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    regions: zone.regions,
    methods: zone.methods.map((m) => ({
      id: m.id,
      name: m.name,
      rule: m.rule,
      free_from: m.free_from,
      transit_days_min: m.transit_days_min,
      transit_days_max: m.transit_days_max,
      carries_oversized: m.carries_oversized,
      active: m.active,
    })),
  }));
}

describe('shipping to a trade-show booth', () => {
  it('bills Georgia, ships to a booth in Ontario by Expedited: payment, order, papers, staff', async () => {
    const customer = await customerWith([frame, 1], [spare, 2]);
    const quoted = await quote(customer, 'CA', 'ON');
    const expedited = method(quoted.methods, 'Expedited');
    // $440 subtotal: the Expedited band "up to $1,000".
    expect(expedited.price).toBe(59.95);

    // Checkout's estimate taxes the chosen method's shipping as the payment will.
    const estimate = await app.inject({
      method: 'GET',
      url: `/api/checkout/tax-estimate?country=CA&state=ON&shipping_method_id=${expedited.id}`,
      headers: bearer(customer.token),
    });
    expect(TaxEstimateResponseSchema.parse(estimate.json()).tax?.total).toBe(64.99);

    const payment = await pay(customer, {
      country: 'US',
      state: 'GA',
      shipping_country: 'CA',
      shipping_state: 'ON',
      shipping_method_id: expedited.id,
    });
    // $440 + $59.95 shipping, and Ontario's HST on both: 13 % of $499.95 = $64.99 (half up).
    expect(payment.amount).toBe('564.94');

    const email = `booth-${customer.username}@example.com`;
    const placed = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      email,
      shipping_method_id: String(expedited.id),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id: orderId, tracking_no: trackingNo } = placed.json() as {
      order_id: number;
      tracking_no: string;
    };

    const order = await staffOrder(orderId);
    expect(order.total).toBe(564.94);
    expect(order.tax).toEqual([{ name: 'HST', rate: '13', amount: 64.99 }]);
    expect(order.billing).toMatchObject({ state_contry: 'GA', country: 'US' });
    expect(order.ship_to).toEqual({
      firstname: 'Grace',
      lastname: 'Hopper',
      companyname: 'Analytical Engines (exhibitor)',
      streetaddress: '255 Front St W',
      streetaddressoptional: 'Metro Toronto Convention Centre, South Building',
      city: 'Toronto',
      state_contry: 'ON',
      zip: 'M5V 2W6',
      country: 'CA',
      phone: '416 555 0199',
    });
    expect(order.trade_show).toEqual({
      name: 'Exhibit Canada 2026',
      booth: 'Hall D, Booth 1234',
      exhibitor: 'Analytical Engines',
      deliver_by: '2027-03-10',
    });
    expect(order.shipping).toEqual({
      method: 'Expedited',
      price: 59.95,
      transit_days_min: expedited.transit_days_min,
      transit_days_max: expedited.transit_days_max,
      delivery_from: expedited.delivery_from,
      delivery_to: expedited.delivery_to,
    });

    const own = AccountOrderResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/account/orders/${orderId}`,
          headers: bearer(customer.token),
        })
      ).json(),
    ).order;
    expect(own.ship_to).toEqual(order.ship_to);
    expect(own.trade_show).toEqual(order.trade_show);
    expect(own.shipping).toEqual(order.shipping);

    const mail = readMail((await smtp.waitFor(email)).raw);
    expect(mail.text).toContain('Shipping (Expedited): $59.95');
    expect(mail.text).toContain(
      'Ship to: Grace Hopper, Analytical Engines (exhibitor), 255 Front St W',
    );
    expect(mail.text).toContain('Hall / booth: Hall D, Booth 1234');
    expect(mail.text).toContain(
      `Estimated delivery: ${expedited.delivery_from} to ${expedited.delivery_to}`,
    );

    await jobsIdle(app);
    const invoice = await app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderId}/invoice.pdf`,
      headers: bearer(customer.token),
    });
    expect(invoice.statusCode).toBe(200);
    const invoiceText = await pdfText(invoice.rawPayload);
    expect(invoiceText).toContain('Ship to');
    expect(invoiceText).toContain('255 Front St W');
    expect(invoiceText).toContain('Trade show: Exhibit Canada 2026');
    expect(invoiceText).toContain('Shipping (Expedited)');
    expect(invoiceText).toContain('59.95 USD');
    expect(invoiceText).toContain('564.94 USD');

    const slip = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/packing-slip.pdf`,
      headers: bearer(staff.token),
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toContain(`packing-slip-${trackingNo}.pdf`);
    const slipText = await pdfText(slip.rawPayload);
    expect(slipText).toContain('PACKING SLIP');
    expect(slipText).toContain(`Order ${trackingNo}`);
    expect(slipText).toContain('255 Front St W');
    expect(slipText).toContain('Toronto, ON M5V 2W6');
    expect(slipText).toContain('Hall / booth: Hall D, Booth 1234');
    expect(slipText).toContain('Deliver by: 2027-03-10');
    expect(slipText).toContain('Method: Expedited');
    expect(slipText).toContain(`[  ]  ${frame.name}`);
    expect(slipText).toContain(`[  ]  ${spare.name}`);
    // No prices on the slip that travels with the goods.
    expect(slipText.some((text) => text.includes('USD') || text.includes('$'))).toBe(false);
    expectRefused(
      await app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/packing-slip.pdf`,
        headers: bearer(customer.token),
      }),
      403,
    );

    // Staff find it by the day it must be at the show, and only it.
    const due = async (day: string) =>
      AdminOrdersResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/orders?deliver_by=${day}`,
            headers: bearer(staff.token),
          })
        ).json(),
      ).orders.map((row) => row.tracking_no);
    expect(await due('2027-03-10')).toEqual([trackingNo]);
    expect(await due('2027-03-11')).toEqual([]);

    // A later change of rates leaves the placed order as it was.
    const zones = await settings();
    const input = asInput(zones).map((zone) => ({
      ...zone,
      methods: zone.methods.map((m) =>
        m.name === 'Expedited' ? { ...m, rule: { type: 'flat', price: '1.00' } } : m,
      ),
    }));
    await saveSettings(input);
    expect((await staffOrder(orderId)).shipping?.price).toBe(59.95);
    await saveSettings(asInput(zones));
  });

  it('checks the ship-to address and the booth like billing, field by field', async () => {
    const customer = await customerWith([spare, 1]);
    const payment = await pay(customer, { country: 'US', state: 'GA' });
    const refused = await placeOrderRequest(app, customer, payment.order_id, {
      ship_to_different: true,
      shipping_firstname: 'Grace',
      shipping_country: 'MX',
      shipping_streetaddress: '1 Main St',
      shipping_city: 'Toronto',
      shipping_state_contry: 'ON',
      shipping_zip: 'nope',
      trade_show: 'on',
      show_name: 'Expo',
      show_deliver_by: '2027-02-30',
    });
    const body = expectRefused(refused, 422) as { validation_errors: Record<string, string[]> };
    expect(body.validation_errors).toMatchObject({
      shipping_lastname: ['The last name is required.'],
      show_booth: ['The hall / booth number is required.'],
      show_exhibitor: ['The exhibitor name is required.'],
      show_deliver_by: ['The deliver-by date must be a date like 2026-01-31.'],
    });
    expect(body.validation_errors.shipping_firstname).toBeUndefined();
    const postcode = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      shipping_zip: '30318',
    });
    expect(
      (expectRefused(postcode, 422) as { validation_errors: Record<string, string[]> })
        .validation_errors,
    ).toEqual({ shipping_zip: ['Enter a valid postal code, e.g. K1A 0B1.'] });
    const abroad = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      shipping_country: 'MX',
    });
    expect(
      (expectRefused(abroad, 422) as { validation_errors: Record<string, string[]> })
        .validation_errors,
    ).toEqual({ shipping_country: ['We ship only to the USA and Canada.'] });
  });
});

describe('zones, methods and prices', () => {
  it('offers the zone of the ship-to region and its methods', async () => {
    const customer = await customerWith([spare, 1]);
    const names = async (country: string, region: string) => {
      const answer = await quote(customer, country, region);
      return [answer.zone?.name, answer.methods.map((m) => `${m.name} ${m.price}`)];
    };
    expect(await names('US', 'GA')).toEqual([
      'US lower 48',
      ['Ground 9.95', '2-Day 24.95', 'Freight (oversized) 249'],
    ]);
    expect(await names('US', 'HI')).toEqual([
      'Alaska, Hawaii & Puerto Rico',
      ['Ground 19.95', '2-Day Air 44.95', 'Freight (oversized) 549'],
    ]);
    expect(await names('CA', 'ON')).toEqual([
      'Canada',
      ['Ground 14.95', 'Expedited 39.95', 'Freight (oversized) 349'],
    ]);
    // Without a method, the payment takes the region's cheapest: Ground.
    expect((await pay(customer, { country: 'US', state: 'GA' })).amount).toBe('29.95');
  });

  it('offers only freight for an oversized parcel, and refuses another method', async () => {
    const big = await product({
      price: '900.00',
      weight_g: 48_000,
      package_length_mm: 3_100,
      package_width_mm: 400,
      package_height_mm: 400,
    });
    const customer = await customerWith([big, 1], [spare, 1]);
    const answer = await quote(customer, 'US', 'GA');
    expect(answer.oversized).toBe(true);
    expect(answer.methods.map((m) => m.name)).toEqual(['Freight (oversized)']);

    const ground = method(
      (await quote(await customerWith([spare, 1]), 'US', 'GA')).methods,
      'Ground',
    );
    const refused = await paymentRequest(customer, {
      country: 'US',
      state: 'GA',
      shipping_method_id: ground.id,
    });
    expect(
      (expectRefused(refused, 422) as { validation_errors: Record<string, string[]> })
        .validation_errors,
    ).toEqual({ shipping_method_id: [METHOD_NOT_OFFERED] });
    // $920 + $249 freight.
    expect((await pay(customer, { country: 'US', state: 'GA' })).amount).toBe('1169.00');
  });

  it("dates delivery as the planner does: the shop's working days, then the transit's", async () => {
    const customer = await customerWith([spare, 1]);
    const calendar = {
      timeZone: DEFAULT_SHOP_TIME_ZONE,
      cutoff: DEFAULT_ORDER_CUTOFF,
      closures: [],
    };
    for (const rush of [false, true]) {
      const answer = await quote(customer, 'CA', 'ON', rush);
      const production = rush ? RUSH_PRODUCTION_DAYS : STANDARD_PRODUCTION_DAYS;
      expect(answer.production_days).toBe(production);
      for (const offered of answer.methods) {
        const planned = deliveryWindow(
          { now: new Date(), calendar, destination: 'CA', printed: false, rush },
          { transitDaysMin: offered.transit_days_min, transitDaysMax: offered.transit_days_max },
        );
        expect([offered.delivery_from, offered.delivery_to]).toEqual([
          planned.deliveryFrom,
          planned.deliveryTo,
        ]);
        for (const date of [offered.delivery_from, offered.delivery_to]) {
          expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
        }
      }
    }
  });
});

describe('nothing from the browser changes the price', () => {
  it('refuses a forged method or price, and a payment opened for another region or method', async () => {
    const customer = await customerWith([spare, 1]);
    const ontario = (await quote(customer, 'CA', 'ON')).methods;
    const georgiaGround = method((await quote(customer, 'US', 'GA')).methods, 'Ground');
    for (const forged of [999_999, georgiaGround.id]) {
      const refused = await paymentRequest(customer, {
        country: 'CA',
        state: 'ON',
        shipping_method_id: forged,
      });
      expect(
        (expectRefused(refused, 422) as { validation_errors: Record<string, string[]> })
          .validation_errors,
      ).toEqual({ shipping_method_id: [METHOD_NOT_OFFERED] });
    }
    expectRefused(
      await paymentRequest(customer, { country: 'CA', state: 'ON', shipping_price: '0.00' }),
      422,
    );

    const ground = method(ontario, 'Ground');
    const expedited = method(ontario, 'Expedited');
    const payment = await pay(customer, {
      country: 'US',
      state: 'GA',
      shipping_country: 'CA',
      shipping_state: 'ON',
      shipping_method_id: ground.id,
    });
    // $20 + $14.95, with 13 % HST ($4.5435): $39.49.
    expect(payment.amount).toBe('39.49');

    // Another method than the one paid for, or another province: refused, nothing captured.
    const otherMethod = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      shipping_method_id: expedited.id,
    });
    expect(expectRefused(otherMethod, 409).message).toBe(SHIP_TO_CHANGED);
    const otherProvince = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      shipping_state_contry: 'QC',
      shipping_zip: 'H2X 1Y4',
      shipping_city: 'Montréal',
    });
    expect(expectRefused(otherProvince, 409).message).toBe(SHIP_TO_CHANGED);
    const forgedMethod = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      shipping_method_id: 999_999,
    });
    expectRefused(forgedMethod, 422);

    // The same payment still places the order as paid for; a price sent along is ignored.
    const placed = await placeOrderRequest(app, customer, payment.order_id, {
      ...BOOTH,
      shipping_method_id: ground.id,
      shipping_price: '0.00',
      shipping_cents: 0,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await staffOrder((placed.json() as { order_id: number }).order_id);
    expect(order.shipping).toMatchObject({ method: 'Ground', price: 14.95 });
    expect(order.total).toBe(39.49);
  });

  it('ships a client that names no method by the cheapest for its region', async () => {
    const withRegion = await customerWith([spare, 1]);
    const payment = await pay(withRegion, { country: 'US', state: 'GA' });
    expect(payment.amount).toBe('29.95');
    const placed = await placeOrderRequest(app, withRegion, payment.order_id);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await staffOrder((placed.json() as { order_id: number }).order_id);
    expect(order.shipping).toMatchObject({ method: 'Ground', price: 9.95 });
    // Shipped to the billing address, kept as the order's ship-to.
    expect(order.ship_to).toMatchObject({
      streetaddress: BILLING.streetaddress,
      state_contry: 'GA',
    });
    expect(order.trade_show).toBeNull();
  });
});

describe('every payment is priced for a place', () => {
  const refusedFields = async (customer: SignedIn, body: Record<string, unknown>) =>
    expectRefused(await paymentRequest(customer, body), 422).validation_errors;

  it('refuses a payment that names no region, an unknown one, or half of the ship-to one', async () => {
    const customer = await customerWith([frame, 1]);
    const opened = await app.db.$count(payments);
    expect(await refusedFields(customer, {})).toEqual({
      country: ['The country is required.'],
      state: ['The state or province is required.'],
    });
    expect(await refusedFields(customer, { country: 'US' })).toEqual({
      state: ['The state or province is required.'],
    });
    expect(await refusedFields(customer, { country: 'US', state: 'XX' })).toEqual({
      state: ['Choose a state from the list.'],
    });
    expect(await refusedFields(customer, { country: 'FR', state: 'IDF' })).toEqual({
      country: ['We ship only to the USA and Canada.'],
    });
    expect(
      await refusedFields(customer, { country: 'US', state: 'GA', shipping_country: 'CA' }),
    ).toEqual({ shipping_state: ['Choose the state or province to ship to.'] });
    expect(
      await refusedFields(customer, { country: 'US', state: 'GA', shipping_state: 'ON' }),
    ).toEqual({ shipping_country: ['Choose the country to ship to.'] });
    expect(
      await refusedFields(customer, {
        country: 'US',
        state: 'GA',
        shipping_country: 'CA',
        shipping_state: 'XX',
      }),
    ).toEqual({ shipping_state: ['Choose a province from the list.'] });
    // Nothing was opened with the provider nor recorded.
    expect(await app.db.$count(payments)).toBe(opened);
  });

  it('refuses a region with no zone, and one whose zone cannot carry the cart: never free', async () => {
    const original = asInput(await settings());
    // Puerto Rico in no zone; Alaska in a zone whose one method takes no oversized parcel.
    await saveSettings([
      ...original.map((zone) => ({
        ...zone,
        regions: zone.regions.filter(
          (place) => !(place.country === 'US' && ['PR', 'AK'].includes(place.region)),
        ),
      })),
      {
        name: 'Alaska parcels',
        regions: [{ country: 'US', region: 'AK' }],
        methods: [
          {
            name: 'Parcel only',
            rule: { type: 'flat', price: '30.00' },
            transit_days_min: 4,
            transit_days_max: 9,
          },
        ],
      },
    ]);
    try {
      const customer = await customerWith([frame, 1]);
      expect((await quote(customer, 'US', 'PR')).zone).toBeNull();
      expect(await refusedFields(customer, { country: 'US', state: 'PR' })).toEqual({
        state: ['We do not ship to this state. Choose another address.'],
      });
      expect(
        await refusedFields(customer, {
          country: 'US',
          state: 'GA',
          shipping_country: 'US',
          shipping_state: 'PR',
        }),
      ).toEqual({ shipping_state: ['We do not ship to this state. Choose another address.'] });

      // A 3.1 m frame needs freight, which Alaska's zone does not offer.
      const oversized = await product({
        price: '900.00',
        weight_g: 48_000,
        package_length_mm: 3_100,
        package_width_mm: 400,
        package_height_mm: 400,
      });
      const big = await customerWith([oversized, 1]);
      expect(await refusedFields(big, { country: 'US', state: 'AK' })).toEqual({
        state: ['No shipping method can carry this cart to this state. Contact us for a quote.'],
      });
      // The spare part fits a parcel: Alaska ships it at its price.
      const small = await customerWith([spare, 1]);
      expect((await pay(small, { country: 'US', state: 'AK' })).amount).toBe('50.00');
    } finally {
      await saveSettings(original);
    }
  });

  it('refuses, capturing nothing, a payment for another region, method or amount, and one priced for no place', async () => {
    const customer = await customerWith([spare, 1]);
    const georgia = (await quote(customer, 'US', 'GA')).methods;
    const payment = await pay(customer, { country: 'US', state: 'GA' });
    expect(payment.amount).toBe('29.95');
    const capture = vi.spyOn(app.payments, 'captureOrder');
    try {
      // Billed and shipped to Florida instead of Georgia.
      const florida = await placeOrderRequest(app, customer, payment.order_id, {
        state_contry: 'FL',
        zip: '33101',
        city: 'Miami',
      });
      expect(expectRefused(florida, 409).message).toBe(SHIP_TO_CHANGED);
      // 2-Day instead of the Ground the payment was priced with.
      const twoDay = await placeOrderRequest(app, customer, payment.order_id, {
        shipping_method_id: method(georgia, '2-Day').id,
      });
      expect(expectRefused(twoDay, 409).message).toBe(SHIP_TO_CHANGED);
      // Two parts instead of the one the amount was for.
      await add(app, customer, spare.id, 1);
      const more = await placeOrderRequest(app, customer, payment.order_id);
      expect(expectRefused(more, 409).message).toBe(CART_CHANGED);

      // Payments opened when a region could be left out, or shipped free without a method.
      const old = await customerWith([spare, 1]);
      for (const shipping of [null, { country: 'US', region: 'GA', methodId: null }]) {
        const unpriced = await pay(old, { country: 'US', state: 'GA' });
        await app.db
          .update(payments)
          .set({ shipping, amountCents: 2000 })
          .where(eq(payments.providerOrderId, unpriced.order_id));
        const placed = await placeOrderRequest(app, old, unpriced.order_id);
        expect(expectRefused(placed, 409).message).toBe(SHIP_TO_CHANGED);
      }
      expect(capture).not.toHaveBeenCalled();
    } finally {
      capture.mockRestore();
    }

    // The cart as it is now, paid for Georgia, places an order shipped at its price.
    const repaid = await pay(customer, { country: 'US', state: 'GA' });
    expect(repaid.amount).toBe('49.95');
    const placed = await placeOrderRequest(app, customer, repaid.order_id);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await staffOrder((placed.json() as { order_id: number }).order_id);
    expect(order.shipping).toMatchObject({ method: 'Ground', price: 9.95 });
    expect(order.total).toBe(49.95);
    // No order of this shop was ever stored without its shipping priced.
    expect(await app.db.$count(orders, isNull(orders.shipping))).toBe(0);
  });
});

describe('bands and the free-shipping threshold, to the cent', () => {
  it('prices a band up to and including its limit, and ships free from the threshold', async () => {
    // Vermont gets a zone of its own with a weight rule and a subtotal rule.
    const zones = asInput(await settings()).map((zone) => ({
      ...zone,
      regions: zone.regions.filter((place) => !(place.country === 'US' && place.region === 'VT')),
    }));
    await saveSettings([
      ...zones,
      {
        name: 'Vermont',
        regions: [{ country: 'US', region: 'VT' }],
        methods: [
          {
            name: 'Weighed',
            rule: {
              type: 'weight',
              bands: [
                { up_to: 1_000, price: '10.00' },
                { up_to: null, price: '20.00' },
              ],
            },
            free_from: '100.00',
            transit_days_min: 1,
            transit_days_max: 1,
          },
          {
            name: 'By subtotal',
            rule: {
              type: 'subtotal',
              bands: [
                { up_to: '50.00', price: '5.00' },
                { up_to: null, price: '7.00' },
              ],
            },
            transit_days_min: 2,
            transit_days_max: 2,
          },
        ],
      },
    ]);
    const fifty = await product({ price: '50.00', weight_g: 500 });
    const almostFifty = await product({ price: '49.99', weight_g: 500 });
    const cent = await product({ price: '0.01', weight_g: 1 });
    const prices = async (...lines: [AdminProduct, number][]) => {
      const answer = await quote(await customerWith(...lines), 'US', 'VT');
      return answer.methods.map((m) => [m.name, m.price, answer.weight_g]);
    };
    // $50.00 is in the first subtotal band, $50.01 in the next.
    expect(await prices([fifty, 1])).toEqual([
      ['Weighed', 10, 500],
      ['By subtotal', 5, 500],
    ]);
    expect(await prices([fifty, 1], [cent, 1])).toEqual([
      ['Weighed', 10, 501],
      ['By subtotal', 7, 501],
    ]);
    // 1,000 g and $99.99: the first weight band, not yet free.
    expect(await prices([fifty, 1], [almostFifty, 1])).toEqual([
      ['Weighed', 10, 1_000],
      ['By subtotal', 7, 1_000],
    ]);
    // 1,001 g would be the next band, but $100.00 ships free.
    expect(await prices([fifty, 1], [almostFifty, 1], [cent, 1])).toEqual([
      ['Weighed', 0, 1_001],
      ['By subtotal', 7, 1_001],
    ]);
    // 1,001 g under the threshold: the next band.
    expect(await prices([almostFifty, 2], [cent, 1])).toEqual([
      ['Weighed', 20, 1_001],
      ['By subtotal', 7, 1_001],
    ]);

    const customer = await customerWith([almostFifty, 2], [cent, 1]);
    const weighed = method((await quote(customer, 'US', 'VT')).methods, 'Weighed');
    const payment = await pay(customer, {
      country: 'US',
      state: 'VT',
      shipping_method_id: weighed.id,
    });
    expect(payment.amount).toBe('119.99');
  });
});
