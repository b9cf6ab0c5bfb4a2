import { ApiErrorSchema, CompanySenderResponseSchema, DEFAULT_SHOP_INFO } from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { companyAdmin } from '../../test/companies';
import { add, createCategory, createProduct } from '../../test/cart';
import { multipart, type FormValue } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { openPayment, orderDetail, placeOrderRequest } from './orders.fixtures';

/**
 * Blind drop-ship: a company's admin sets the sender its parcels carry, a buyer ships under it,
 * and the packing slip names the company (logo, name, return address) with no price and nothing
 * of the shop's.
 */

const PUBLIC_URL = 'https://shop.example';
let app: App;
let staff: SignedIn;
let productId: number;

const RETURN_ADDRESS = {
  streetaddress: '77 Reseller Way',
  city: 'Savannah',
  state_contry: 'GA',
  zip: '31401',
  country: 'US',
};

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  staff = await signInStaff(app);
  productId = (
    await createProduct(app, staff, await createCategory(app, staff), {
      price: '249.00',
      stock: 100,
    })
  ).id;
});
afterAll(async () => {
  await app.close();
});

function errors(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  return ApiErrorSchema.parse(response.json()).validation_errors ?? {};
}

async function saveSender(account: SignedIn, fields: Record<string, FormValue>) {
  const { payload, headers } = await multipart(Object.entries(fields));
  return app.inject({
    method: 'PUT',
    url: '/api/account/company/sender',
    payload,
    headers: { ...headers, ...bearer(account.token) },
  });
}

const logo = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

async function placeBlind(account: SignedIn, overrides: Record<string, unknown> = {}) {
  await add(app, account, productId, 2);
  const payment = await openPayment(app, account);
  return placeOrderRequest(app, account, payment.order_id, { blind_ship: true, ...overrides });
}

describe('the company sender', () => {
  it('is set by the company admin with a PNG or JPEG logo, and refuses anything else', async () => {
    const { admin } = await companyAdmin(app, 'Sender Setters');
    const empty = await app.inject({
      method: 'GET',
      url: '/api/account/company/sender',
      headers: bearer(admin.token),
    });
    expect(CompanySenderResponseSchema.parse(empty.json()).sender).toEqual({
      shipping_name: null,
      return_address: null,
      has_logo: false,
    });
    const pdfAsLogo = { file: Buffer.from('%PDF-1.7\n'), name: 'logo.png' };
    expect(
      errors(await saveSender(admin, { shipping_name: 'Ours', ...RETURN_ADDRESS, logo: pdfAsLogo }))
        .logo,
    ).toEqual(['The logo must be a PNG or JPEG image.']);
    expect(
      Object.keys(
        errors(await saveSender(admin, { shipping_name: ' ', zip: 'nope', country: 'US' })),
      ),
    ).toEqual(expect.arrayContaining(['shipping_name', 'streetaddress', 'city']));
    const saved = await saveSender(admin, {
      shipping_name: 'Sender Setters Displays',
      ...RETURN_ADDRESS,
      logo: { file: await logo(), name: 'logo.png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CompanySenderResponseSchema.parse(saved.json()).sender).toEqual({
      shipping_name: 'Sender Setters Displays',
      return_address: { ...RETURN_ADDRESS, streetaddressoptional: null },
      has_logo: true,
    });
  });
});

describe('placing a blind order', () => {
  it('is refused on its field while the company has no sender, and for a customer in none', async () => {
    const { admin } = await companyAdmin(app, 'Unset Senders');
    expect(errors(await placeBlind(admin)).blind_ship).toEqual([
      expect.stringContaining('no shipping name and return address yet'),
    ]);
    const loner = await registerCustomer(app);
    expect(errors(await placeBlind(loner)).blind_ship).toEqual([
      'Only a company’s buyers can ship under its name.',
    ]);
  });

  it('keeps the sender on the order; the packing slip names the company, with no price and nothing of the shop', async () => {
    const { admin } = await companyAdmin(app, 'Blind Resellers');
    const saved = await saveSender(admin, {
      shipping_name: 'Blind Resellers Inc.',
      ...RETURN_ADDRESS,
      logo: { file: await logo(), name: 'logo.png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await placeBlind(admin);
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id: orderId } = placed.json() as { order_id: number };

    // A later change of the company's sender leaves the placed order's as it was.
    await saveSender(admin, { shipping_name: 'Renamed Later', ...RETURN_ADDRESS });

    const detail = await orderDetail(app, staff, orderId);
    expect(detail.blind_ship).toEqual({
      name: 'Blind Resellers Inc.',
      return_address: { ...RETURN_ADDRESS, streetaddressoptional: null },
      has_logo: true,
    });

    const slip = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/packing-slip.pdf`,
      headers: bearer(staff.token),
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const text = (await pdfText(slip.rawPayload)).join('\n');
    expect(text).toContain('Blind Resellers Inc.');
    expect(text).toContain('77 Reseller Way');
    expect(text).toContain('Savannah, GA 31401');
    expect(text).not.toContain('Renamed Later');
    for (const shopDetail of [
      DEFAULT_SHOP_INFO.name,
      DEFAULT_SHOP_INFO.email,
      DEFAULT_SHOP_INFO.address,
      // The shop's phone is the test buyer's too (BILLING), so its sentence stands for it.
      'Questions about this delivery',
      'shop.example',
      'Backlit',
    ]) {
      expect(text).not.toContain(shopDetail);
    }
    // No amount of any kind: no currency, no figure with cents.
    expect(text).not.toMatch(/\$|USD|\d\.\d\d/);
    const raw = slip.rawPayload.toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    expect(raw).not.toContain('Backlit');

    // An order shipped by the shop still says so.
    await add(app, admin, productId, 1);
    const payment = await openPayment(app, admin);
    const plain = await placeOrderRequest(app, admin, payment.order_id);
    const plainId = (plain.json() as { order_id: number }).order_id;
    const plainSlip = await app.inject({
      method: 'GET',
      url: `/api/orders/${plainId}/packing-slip.pdf`,
      headers: bearer(staff.token),
    });
    expect((await pdfText(plainSlip.rawPayload)).join('\n')).toContain(DEFAULT_SHOP_INFO.name);
  });
});
