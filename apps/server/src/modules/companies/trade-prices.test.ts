import {
  AdminCompanyResponseSchema,
  ApiErrorSchema,
  AuditResponseSchema,
  CartResponseSchema,
  CheckoutSummarySchema,
  CompanyResponseSchema,
  CreatePaymentResponseSchema,
  CustomerGroupResponseSchema,
  CustomerGroupsResponseSchema,
  TradePricesResponseSchema,
  type CustomerGroupRequest,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orderLines } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { add, createCategory, createProduct } from '../../test/cart';
import { BILLING, BILLING_REGION } from '../../test/checkout';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';

let app: App;
let paypal: FakePayPal;
let staff: SignedIn;
/** $19.99 and $10.00. */
let frame: number;
let poster: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  app = await buildTestApp({ payment: paypal.paymentConfig() });
  staff = await signInStaff(app);
  const category = await createCategory(app, staff);
  frame = (await createProduct(app, staff, category, { price: '19.99' })).id;
  poster = (await createProduct(app, staff, category, { price: '10.00' })).id;
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

const call = (
  account: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as unknown;
}

function fieldErrors(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  return ApiErrorSchema.parse(response.json()).validation_errors;
}

async function createGroup(group: CustomerGroupRequest) {
  return CustomerGroupResponseSchema.parse(
    ok(await call(staff, 'POST', '/api/admin/customer-groups', group)),
  ).group;
}

/** A customer who made a company and stated its membership of `association`. */
async function companyAdmin(name: string, association?: 'EDPA' | 'GIGA' | 'ASI') {
  const admin = await registerCustomer(app);
  const created = await call(admin, 'POST', '/api/account/company', { name });
  expect(created.statusCode, created.body).toBe(201);
  const company = CompanyResponseSchema.parse(created.json()).company!;
  if (association) {
    ok(
      await call(admin, 'PUT', '/api/account/company/memberships', {
        association,
        member_number: 'M-4821',
      }),
    );
  }
  return { admin, companyId: company.id };
}

async function cartOf(account: SignedIn) {
  return CartResponseSchema.parse(ok(await call(account, 'GET', '/api/cart')));
}

async function tradePrices(account: SignedIn, productIds: number[]) {
  const response = await call(account, 'POST', '/api/trade-prices', { product_ids: productIds });
  return TradePricesResponseSchema.parse(ok(response)).prices;
}

describe('customer groups and trade prices', () => {
  let edpa: Awaited<ReturnType<typeof createGroup>>;
  let distributors: Awaited<ReturnType<typeof createGroup>>;

  beforeAll(async () => {
    edpa = await createGroup({
      name: 'EDPA members',
      percent_off: 12.5,
      association: 'EDPA',
      prices: [{ product_id: poster, price: '8.00' }],
      tiers: [{ product_id: null, min_quantity: 5, percent_off: 10 }],
    });
    distributors = await createGroup({ name: 'Distributors', percent_off: 50 });
  });

  it('refuses anonymous callers (401) and customers (403) on the staff routes', async () => {
    const customer = await registerCustomer(app);
    for (const [method, url] of [
      ['GET', '/api/admin/customer-groups'],
      ['POST', '/api/admin/customer-groups'],
      ['GET', '/api/admin/customer-groups/1'],
      ['PUT', '/api/admin/customer-groups/1'],
      ['PUT', '/api/admin/companies/1/customer-group'],
    ] as const) {
      expect((await call(undefined, method, url, {})).statusCode, url).toBe(401);
      expect((await call(customer, method, url, {})).statusCode, url).toBe(403);
    }
    expect(
      (await call(undefined, 'POST', '/api/trade-prices', { product_ids: [frame] })).statusCode,
    ).toBe(401);
  });

  it('answers bad groups with 422 on their fields', async () => {
    const errors = fieldErrors(
      await call(staff, 'POST', '/api/admin/customer-groups', {
        name: ' ',
        percent_off: 101,
        prices: [{ product_id: poster, price: '7.999' }],
        tiers: [{ product_id: null, min_quantity: 1, percent_off: 0 }],
      }),
    );
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      'name',
      'percent_off',
      'prices.0.price',
      'tiers.0.min_quantity',
      'tiers.0.percent_off',
    ]);
    expect(
      fieldErrors(
        await call(staff, 'POST', '/api/admin/customer-groups', {
          name: 'Twice',
          prices: [
            { product_id: poster, price: '7' },
            { product_id: poster, price: '6' },
          ],
          tiers: [
            { min_quantity: 3, percent_off: 5 },
            { product_id: null, min_quantity: 3, percent_off: 6 },
          ],
        }),
      ),
    ).toEqual({
      'prices.1.product_id': ['This product has a fixed price already.'],
      'tiers.1.min_quantity': ['This tier is there already.'],
    });
    expect(
      fieldErrors(
        await call(staff, 'POST', '/api/admin/customer-groups', { name: 'edpa MEMBERS' }),
      ),
    ).toEqual({ name: ['A customer group has this name already.'] });
    expect(
      fieldErrors(
        await call(staff, 'POST', '/api/admin/customer-groups', {
          name: 'Other',
          association: 'EDPA',
        }),
      ),
    ).toEqual({ association: ['Another customer group is given to this association.'] });
    expect(
      fieldErrors(
        await call(staff, 'POST', '/api/admin/customer-groups', {
          name: 'Ghosts',
          prices: [{ product_id: 999_999, price: '1' }],
        }),
      ),
    ).toEqual({ 'prices.0.product_id': ['This product does not exist.'] });
    const { companyId } = await companyAdmin('Delta Prints');
    expect(
      fieldErrors(
        await call(staff, 'PUT', `/api/admin/companies/${companyId}/customer-group`, {
          customer_group_id: 999_999,
        }),
      ),
    ).toEqual({ customer_group_id: ['Customer group not found.'] });
    expect(
      fieldErrors(
        await call(staff, 'PUT', `/api/admin/companies/${companyId}/customer-group`, {
          customer_group_id: 2 ** 31,
        }),
      ),
    ).toEqual({ customer_group_id: ['Customer group not found.'] });
    expect(
      fieldErrors(await call(staff, 'POST', '/api/trade-prices', { product_ids: [] })),
    ).toEqual({
      product_ids: ['Name at least one product.'],
    });
  });

  it('lists groups with their rules as staff saved them', async () => {
    const { groups } = CustomerGroupsResponseSchema.parse(
      ok(await call(staff, 'GET', '/api/admin/customer-groups')),
    );
    expect(groups.find((group) => group.id === edpa.id)).toMatchObject({
      name: 'EDPA members',
      percent_off: 12.5,
      active: true,
      association: 'EDPA',
      prices: [{ product_id: poster, list_price: 10, price: 8 }],
      tiers: [{ product_id: null, name: null, min_quantity: 5, percent_off: 10 }],
    });
  });

  it('verifying a membership places the company in its association group, and members pay its prices to the cent through capture', async () => {
    const { admin, companyId } = await companyAdmin('Expo Graphics', 'EDPA');
    const outsider = await registerCustomer(app);
    expect(await tradePrices(admin, [frame, poster])).toEqual([]);

    const verified = AdminCompanyResponseSchema.parse(
      ok(await call(staff, 'POST', `/api/admin/companies/${companyId}/memberships/EDPA/verify`)),
    );
    expect(verified.company.customer_group).toEqual({ id: edpa.id, name: 'EDPA members' });

    // One unit each: 12.5 % off $19.99 is 1749.125 cents → $17.49; the poster's fixed $8.00.
    expect(await tradePrices(admin, [frame, poster])).toEqual([
      { product_id: frame, price: 17.49, list_price: 19.99, rule: 'percent' },
      { product_id: poster, price: 8, list_price: 10, rule: 'fixed' },
    ]);
    expect(await tradePrices(outsider, [frame, poster])).toEqual([]);

    await add(app, admin, frame, 5);
    await add(app, admin, poster, 1);
    await add(app, outsider, frame, 5);
    await add(app, outsider, poster, 1);
    // Five frames reach the 10 % tier on top: 1999 × 0.875 × 0.9 = 1574.2125 → $15.74 each.
    const cart = await cartOf(admin);
    expect(
      cart.cart.map((line) => [line.product!.originalPrice, line.product!.trade, line.line_total]),
    ).toEqual([
      [15.74, { list_price: 19.99, rule: 'tier' }, 78.7],
      [8, { list_price: 10, rule: 'fixed' }, 8],
    ]);
    expect(cart.subtotal).toBe(86.7);
    const listCart = await cartOf(outsider);
    expect(listCart.cart.map((line) => line.product!.trade)).toEqual([null, null]);
    expect(listCart.subtotal).toBe(109.95);

    const summary = CheckoutSummarySchema.parse(ok(await call(admin, 'GET', '/api/checkout')));
    expect(summary.subtotal).toBe(86.7);
    expect(summary.lines.map((line) => line.product!.originalPrice)).toEqual([15.74, 8]);

    const opened = async (account: SignedIn) =>
      CreatePaymentResponseSchema.parse(
        ok(
          await call(account, 'POST', '/api/checkout/payment', { rush: false, ...BILLING_REGION }),
        ),
      );
    const memberPayment = await opened(admin);
    const listPayment = await opened(outsider);
    // Same cart, same shipping and tax rules: the member's payment is the trade subtotal's.
    const shippingAndTax = Number(listPayment.amount) * 100 - 10_995;
    expect(Number(memberPayment.amount) * 100).toBeCloseTo(8_670 + shippingAndTax, 6);
    expect(paypal.orders.get(memberPayment.order_id)!.amount.value).toBe(memberPayment.amount);

    paypal.approve(memberPayment.order_id);
    const placed = await call(admin, 'POST', '/api/place-order', {
      ...BILLING,
      terms: true,
      payment_order_id: memberPayment.order_id,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    expect(paypal.orders.get(memberPayment.order_id)!.capture!.amount.value).toBe(
      memberPayment.amount,
    );
    const lines = await app.db
      .select({
        productId: orderLines.productId,
        unit: orderLines.unitPriceCents,
        list: orderLines.listUnitPriceCents,
        rule: orderLines.priceRule,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    expect(lines.sort((a, b) => a.productId! - b.productId!)).toEqual([
      { productId: frame, unit: 1574, list: 1999, rule: 'tier' },
      { productId: poster, unit: 800, list: 1000, rule: 'fixed' },
    ]);
  });

  it("gives a company's members its own group only, and list prices once it has none or the group is inactive", async () => {
    const a = await companyAdmin('Alpha Displays');
    const b = await companyAdmin('Beta Booths');
    ok(
      await call(staff, 'PUT', `/api/admin/companies/${a.companyId}/customer-group`, {
        customer_group_id: edpa.id,
      }),
    );
    const assigned = AdminCompanyResponseSchema.parse(
      ok(
        await call(staff, 'PUT', `/api/admin/companies/${b.companyId}/customer-group`, {
          customer_group_id: distributors.id,
        }),
      ),
    );
    expect(assigned.company.customer_group).toEqual({ id: distributors.id, name: 'Distributors' });

    expect((await tradePrices(a.admin, [frame]))[0]!.price).toBe(17.49);
    expect((await tradePrices(b.admin, [frame]))[0]!.price).toBe(10); // 50 % off, 999.5 → 1000
    await add(app, a.admin, frame, 1);
    expect((await cartOf(a.admin)).subtotal).toBe(17.49);

    // A group made inactive prices nothing; back to list prices.
    ok(
      await call(staff, 'PUT', `/api/admin/customer-groups/${distributors.id}`, {
        name: 'Distributors',
        percent_off: 50,
        active: false,
      }),
    );
    expect(await tradePrices(b.admin, [frame])).toEqual([]);

    ok(
      await call(staff, 'PUT', `/api/admin/companies/${a.companyId}/customer-group`, {
        customer_group_id: null,
      }),
    );
    expect(await tradePrices(a.admin, [frame])).toEqual([]);
    expect((await cartOf(a.admin)).subtotal).toBe(19.99);
  });

  it('a company staff placed keeps its group when a membership is verified, and every change is in the audit log', async () => {
    const { companyId } = await companyAdmin('Gamma Signs', 'EDPA');
    ok(
      await call(staff, 'PUT', `/api/admin/companies/${companyId}/customer-group`, {
        customer_group_id: distributors.id,
      }),
    );
    const verified = AdminCompanyResponseSchema.parse(
      ok(await call(staff, 'POST', `/api/admin/companies/${companyId}/memberships/EDPA/verify`)),
    );
    expect(verified.company.customer_group?.id).toBe(distributors.id);

    const audit = AuditResponseSchema.parse(
      ok(await call(staff, 'GET', '/api/admin/audit?area=companies&per_page=100')),
    );
    const summaries = audit.entries.map((entry) => entry.summary);
    expect(summaries).toContain(
      'Created customer group EDPA members: 12.5 % off; fixed prices #' +
        `${poster} at $8.00; tiers 5+ of any product 10 % off; given to verified EDPA members`,
    );
    expect(summaries).toContain(
      'Placed Expo Graphics in customer group EDPA members on verifying its EDPA membership',
    );
    expect(summaries).toContain('Placed Gamma Signs in customer group Distributors');
    expect(summaries).toContain('Took Alpha Displays out of its customer group');
  });
});
