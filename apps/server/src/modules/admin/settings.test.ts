import {
  DEFAULT_SHOP_INFO,
  FRAME_SIZES,
  ShopSettingsResponseSchema,
  type ShopInfo,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, nextIp, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { expectRefused } from '../../test/cart';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';

/** /api/admin/settings: the shop's details, stored in the database and applied at once. */

let app: App;
let staff: SignedIn;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const CHANGED: ShopInfo = {
  name: 'Glowline Displays',
  tagline: 'Lightboxes that travel.',
  email: 'hello@glowline.example',
  phone: '+1 212-555-0199',
  address: '12 Hudson St, New York, NY 10013, USA',
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signInStaff(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const save = (who: SignedIn, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(who.token), payload });

async function current() {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ShopSettingsResponseSchema.parse(response.json()).shop;
}

/** The shop details the served index.html hands to the web app. */
async function servedShop(): Promise<ShopInfo> {
  const page = await app.inject({ method: 'GET', url: '/products' });
  expect(page.statusCode).toBe(200);
  const content = page.body.match(/<meta name="backlit-shop" content="([^"]*)"/)![1]!;
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

describe('shop settings', () => {
  it('starts from the configured defaults', async () => {
    expect(await current()).toEqual(DEFAULT_SHOP_INFO);
    expect(await servedShop()).toEqual(DEFAULT_SHOP_INFO);
  });

  it('refuses bad values field by field, and changes nothing', async () => {
    const body = expectRefused(
      await save(staff, { ...CHANGED, name: ' ', email: 'nope', phone: 'call me' }),
      422,
    );
    expect(Object.keys(body.validation_errors ?? {}).sort()).toEqual(['email', 'name', 'phone']);
    expectRefused(await save(staff, { ...CHANGED, extra: 1 }), 422);
    expect(await current()).toEqual(DEFAULT_SHOP_INFO);
  });

  it('applies a change at once: next page served, next e-mail, print templates, audit log', async () => {
    const templateTag = async () =>
      (await app.inject({ method: 'GET', url: `/api/print-templates/${FRAME_SIZES[0]!.slug}.pdf` }))
        .headers.etag;
    const tagBefore = await templateTag();
    const response = await save(staff, { ...CHANGED, name: `  ${CHANGED.name}  ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(ShopSettingsResponseSchema.parse(response.json()).shop).toEqual(CHANGED);
    expect(await current()).toEqual(CHANGED);
    expect(await servedShop()).toEqual(CHANGED);
    expect(await templateTag()).not.toBe(tagBefore);

    const customer = await registerCustomer(app);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: customer.email },
      remoteAddress: nextIp(),
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const mail = readMail((await smtp.waitFor(customer.email)).raw);
    expect(mail.headers.from).toContain(CHANGED.email);
    expect(mail.headers.subject).toContain(CHANGED.name);
    expect(mail.text).toContain(CHANGED.phone);
    expect(mail.text).not.toContain(DEFAULT_SHOP_INFO.phone);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?area=settings',
      headers: bearer(staff.token),
    });
    expect(audit.json().entries[0]).toMatchObject({
      actor_email: staff.email,
      action: 'settings.update',
    });
    expect(audit.json().entries[0].summary).toContain(`phone "${CHANGED.phone}"`);
  });

  it('is for staff only', async () => {
    const customer = await registerCustomer(app);
    expectRefused(await save(customer, CHANGED), 403);
    expectRefused(
      await app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: bearer(customer.token),
      }),
      403,
    );
  });
});
