import {
  AccountOrderResponseSchema,
  REGIONS,
  SHIPPING_COUNTRIES,
  OrderDetailResponseSchema,
  TaxEstimateResponseSchema,
  TaxTableResponseSchema,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct, expectRefused } from '../../test/cart';
import { BILLING, ONTARIO_HST, saveShippingZones, TORONTO_ADDRESS } from '../../test/checkout';
import { jobsIdle } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { openPayment, placeOrderRequest } from './orders.fixtures';
import { pdfText } from '../../test/pdf-text';

/** Sales tax by the billing region: the staff's table, the payment, the order and its papers. */

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let staff: SignedIn;
let productId: number;

/** The billing address moved to Toronto (the rest of BILLING stays). */
const { country, state_contry, city, streetaddress, zip } = TORONTO_ADDRESS;
const TORONTO = { country, state_contry, city, streetaddress, zip };

const TABLE = {
  regions: [
    ONTARIO_HST,
    {
      country: 'US',
      region: 'GA',
      collect: true,
      shipping_taxable: false,
      components: [{ name: 'Sales tax', rate: '4' }],
    },
    {
      country: 'CA',
      region: 'QC',
      collect: false,
      shipping_taxable: true,
      components: [
        { name: 'GST', rate: '5' },
        { name: 'QST', rate: '9.975' },
      ],
    },
  ],
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signInStaff(app);
  const categoryId = await createCategory(app, staff);
  productId = (await createProduct(app, staff, categoryId, { price: '100.00', stock: 100 })).id;
  // Tax alone: every region ships by one free method (shipping-checkout.test.ts taxes shipping).
  await saveShippingZones(app, staff, [
    {
      name: 'Everywhere, free',
      regions: SHIPPING_COUNTRIES.flatMap((country) =>
        REGIONS[country].map((region) => ({ country, region: region.code })),
      ),
      methods: [
        {
          name: 'Free',
          rule: { type: 'flat', price: '0.00' },
          transit_days_min: 3,
          transit_days_max: 5,
        },
      ],
    },
  ]);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

function saveTable(body: unknown, account = staff) {
  return app.inject({
    method: 'PUT',
    url: '/api/admin/settings/tax',
    headers: bearer(account.token),
    payload: body as object,
  });
}

const pay = (customer: SignedIn, region: { country?: string; state?: string }, rush = false) =>
  openPayment(app, customer, { ...region, rush });

describe('the tax table', () => {
  it('collects nowhere until staff say so, with Canada preset', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/settings/tax',
      headers: bearer(staff.token),
    });
    const { regions } = TaxTableResponseSchema.parse(response.json());
    expect(regions.filter((region) => region.collect)).toEqual([]);
    expect(regions.find((region) => region.region === 'QC')?.components).toEqual([
      { name: 'GST', rate: '5' },
      { name: 'QST', rate: '9.975' },
    ]);
    expect(regions).toHaveLength(52 + 13);

    const customer = await registerCustomer(app);
    await add(app, customer, productId, 1);
    expect((await pay(customer, { country: 'CA', state: 'ON' })).amount).toBe('100.00');
  });

  it('refuses bad rates, duplicate taxes, collecting without a rate, and customers', async () => {
    const bad = await saveTable({
      regions: [
        {
          country: 'CA',
          region: 'ON',
          collect: true,
          shipping_taxable: true,
          components: [{ name: 'HST', rate: '13.0001' }],
        },
        { country: 'US', region: 'ZZ', collect: false, shipping_taxable: true, components: [] },
        { country: 'US', region: 'GA', collect: true, shipping_taxable: true, components: [] },
      ],
    });
    const body = expectRefused(bad, 422) as { validation_errors: Record<string, string[]> };
    expect(Object.keys(body.validation_errors).sort()).toEqual([
      'regions.0.components.0.rate',
      'regions.1.region',
      'regions.2.components',
    ]);
    expectRefused(await saveTable(TABLE, await registerCustomer(app)), 403);
  });
});

describe('checkout with tax', () => {
  beforeAll(async () => {
    const saved = await saveTable(TABLE);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('charges Ontario 13 % HST in the payment, the order, the invoice and the e-mail', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, productId, 2);
    // The rush fee is part of the goods' price: taxed with them. $200 + $50 rush = $250 → $32.50.
    const payment = await pay(customer, { country: 'CA', state: 'ON' }, true);
    expect(payment.amount).toBe('282.50');
    const email = `tax-${customer.username}@example.com`;
    const placed = await placeOrderRequest(app, customer, payment.order_id, {
      ...TORONTO,
      rush: true,
      email,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;

    const staffView = OrderDetailResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: bearer(staff.token),
        })
      ).json(),
    ).order;
    expect(staffView.tax).toEqual([{ name: 'HST', rate: '13', amount: 32.5 }]);
    expect(staffView.tax_total).toBe(32.5);
    expect(staffView.total).toBe(282.5);
    const own = AccountOrderResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/account/orders/${orderId}`,
          headers: bearer(customer.token),
        })
      ).json(),
    ).order;
    expect(own.tax).toEqual(staffView.tax);

    const mail = readMail((await smtp.waitFor(email)).raw);
    expect(mail.text).toContain('HST 13%: $32.50');
    expect(mail.text).toContain('Total: $282.50 USD');

    await jobsIdle(app);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderId}/invoice.pdf`,
      headers: bearer(customer.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('HST 13%');
    expect(text).toContain('32.50 USD');
    expect(text).toContain('282.50 USD');
  });

  it('charges Georgia at the rate staff set, and nothing where the shop does not collect', async () => {
    const georgian = await registerCustomer(app);
    await add(app, georgian, productId, 1);
    expect((await pay(georgian, { country: 'US', state: 'GA' })).amount).toBe('104.00');

    const quebecer = await registerCustomer(app);
    await add(app, quebecer, productId, 1);
    expect((await pay(quebecer, { country: 'CA', state: 'QC' })).amount).toBe('100.00');
  });

  it('estimates the cart tax for the saved region or the one asked, with and without rush', async () => {
    const customer = await registerCustomer(app); // profile in Georgia
    await add(app, customer, productId, 1);
    const estimate = async (query = '') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/checkout/tax-estimate${query}`,
        headers: bearer(customer.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return TaxEstimateResponseSchema.parse(response.json()).tax;
    };
    const regionOf = async (query = '') =>
      TaxEstimateResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/checkout/tax-estimate${query}`,
            headers: bearer(customer.token),
          })
        ).json(),
      ).region;
    expect(await estimate()).toEqual({
      country: 'US',
      state: 'GA',
      lines: [{ name: 'Sales tax', rate: '4', amount: 4 }],
      total: 4,
      lines_with_rush: [{ name: 'Sales tax', rate: '4', amount: 6 }],
      total_with_rush: 6,
    });
    expect((await estimate('?country=CA&state=ON'))?.total).toBe(13);
    expect(await estimate('?country=CA&state=QC')).toBeNull();
    // The region is answered where no tax is collected too: the cart quotes shipping there.
    expect(await regionOf('?country=CA&state=QC')).toEqual({ country: 'CA', state: 'QC' });
    expect(await regionOf()).toEqual({ country: 'US', state: 'GA' });
  });

  it('answers the saved region without tax where none is collected, and none to a guest who names none', async () => {
    const customer = await registerCustomer(app, {
      state: 'NY',
      city: 'New York',
      codepostal: '10001',
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/checkout/tax-estimate',
      headers: bearer(customer.token),
    });
    expect(TaxEstimateResponseSchema.parse(response.json())).toEqual({
      status: 200,
      tax: null,
      region: { country: 'US', state: 'NY' },
    });
    const guest = await app.inject({ method: 'GET', url: '/api/checkout/tax-estimate' });
    expect(TaxEstimateResponseSchema.parse(guest.json())).toEqual({
      status: 200,
      tax: null,
      region: null,
    });
  });

  it('does not let a payment priced for one region pay for an order billed to another', async () => {
    const customer = await registerCustomer(app);
    await add(app, customer, productId, 1);
    // Priced without tax (Georgia billed, Ontario's 13 % owed): refused before any capture.
    const payment = await pay(customer, { country: 'US', state: 'NY' });
    const response = await placeOrderRequest(app, customer, payment.order_id, TORONTO);
    expectRefused(response, 409);
    // The same payment, billed where it was priced, goes through.
    const ok = await placeOrderRequest(app, customer, payment.order_id, {
      ...BILLING,
      state_contry: 'NY',
      city: 'New York',
      zip: '10001',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
