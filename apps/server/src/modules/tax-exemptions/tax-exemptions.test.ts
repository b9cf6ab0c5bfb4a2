import {
  addCalendarDays,
  AdminTaxCertificatesResponseSchema,
  ApiErrorSchema,
  AuditResponseSchema,
  DEFAULT_SHOP_TIME_ZONE,
  REGIONS,
  SHIPPING_COUNTRIES,
  TAX_CERTIFICATE_MAX_BYTES,
  TaxCertificateResponseSchema,
  TaxCertificatesResponseSchema,
  TaxEstimateResponseSchema,
  zonedDateTime,
  type TaxCertificate,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orders, taxExemptCertificates, taxExemptReminders } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { companyAdmin } from '../../test/companies';
import { add, createCategory, createProduct } from '../../test/cart';
import { ONTARIO_HST, saveShippingZones, saveTaxTable, TORONTO_ADDRESS } from '../../test/checkout';
import { jobsIdle } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { multipart, type FormValue } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { startSmtpReceiver } from '../../test/smtp';
import { certificateRemindersSweepJob } from './tax-exemptions.jobs';

/**
 * Tax-exempt certificates: the company's upload, the staff's review (audited, mailed), the
 * exemption in the estimate, the payment and the order (its region only, until its expiry day),
 * the filing export and the expiry reminders.
 */

const PUBLIC_URL = 'https://shop.example';
const { country, state_contry, city, streetaddress, zip } = TORONTO_ADDRESS;
const TORONTO = { country, state_contry, city, streetaddress, zip };

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let staff: SignedIn;
let productId: number;
let pdf: Buffer;

/** The shop's day now, as the exemption counts it. */
const shopToday = () => zonedDateTime(new Date(), DEFAULT_SHOP_TIME_ZONE).date;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  staff = await signInStaff(app);
  productId = (
    await createProduct(app, staff, await createCategory(app, staff), {
      price: '100.00',
      stock: 500,
    })
  ).id;
  await saveTaxTable(app, staff, [
    ONTARIO_HST,
    {
      country: 'US',
      region: 'GA',
      collect: true,
      shipping_taxable: false,
      components: [{ name: 'Sales tax', rate: '4' }],
    },
  ]);
  await saveShippingZones(app, staff, [
    {
      name: 'Everywhere, free',
      regions: SHIPPING_COUNTRIES.flatMap((code) =>
        REGIONS[code].map((region) => ({ country: code, region: region.code })),
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
  const document = await PDFDocument.create();
  document.addPage().drawText('Ontario resale certificate');
  pdf = Buffer.from(await document.save());
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

function errors(response: LightMyRequestResponse, status = 422) {
  expect(response.statusCode, response.body).toBe(status);
  return ApiErrorSchema.parse(response.json()).validation_errors ?? {};
}

async function upload(account: SignedIn, overrides: Record<string, FormValue> = {}) {
  const fields: Record<string, FormValue> = {
    form: 'Resale certificate',
    number: 'ON-RC-1001',
    country: 'CA',
    state: 'ON',
    expires_on: addCalendarDays(shopToday(), 365),
    file: { file: pdf, name: 'certificate.pdf', type: 'application/pdf' },
    ...overrides,
  };
  const { payload, headers } = await multipart(Object.entries(fields));
  return app.inject({
    method: 'POST',
    url: '/api/account/company/tax-certificates',
    payload,
    headers: { ...headers, ...bearer(account.token) },
  });
}

async function uploaded(account: SignedIn, overrides: Record<string, FormValue> = {}) {
  const response = await upload(account, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return TaxCertificateResponseSchema.parse(response.json()).certificate;
}

function decide(certificate: TaxCertificate, decision: 'approve' | 'refuse', reason?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/tax-certificates/${certificate.id}/${decision}`,
    headers: bearer(staff.token),
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
}

async function approved(account: SignedIn, overrides: Record<string, FormValue> = {}) {
  const certificate = await uploaded(account, overrides);
  const response = await decide(certificate, 'approve');
  expect(response.statusCode, response.body).toBe(200);
  return certificate;
}

async function estimate(account: SignedIn, region: { country: string; state: string }) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/checkout/tax-estimate?country=${region.country}&state=${region.state}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return TaxEstimateResponseSchema.parse(response.json()).tax!;
}

function payment(account: SignedIn, region: { country: string; state: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout/payment',
    headers: bearer(account.token),
    payload: { rush: false, ...region },
    remoteAddress: account.ip,
  });
}

async function paymentAmount(account: SignedIn, region: { country: string; state: string }) {
  const response = await payment(account, region);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { amount: string; order_id: string };
}

function placeOrder(account: SignedIn, paymentOrderId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: bearer(account.token),
    payload: {
      firstname: 'Grace',
      lastname: 'Hopper',
      phone: '416 555 0100',
      email: account.email,
      ...TORONTO,
      terms: true,
      payment_order_id: paymentOrderId,
    },
  });
}

const ONTARIO = { country: 'CA', state: 'ON' };
const GEORGIA = { country: 'US', state: 'GA' };

describe('uploading a certificate', () => {
  it('takes a PDF with its fields from the company admin, and lists it as pending', async () => {
    const { admin } = await companyAdmin(app, 'Resale Displays');
    const certificate = await uploaded(admin);
    expect(certificate).toMatchObject({
      form: 'Resale certificate',
      number: 'ON-RC-1001',
      country: 'CA',
      state: 'ON',
      status: 'pending',
      reason: null,
    });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/account/company/tax-certificates',
      headers: bearer(admin.token),
    });
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(TaxCertificatesResponseSchema.parse(listed.json()).certificates).toEqual([certificate]);
    const file = await app.inject({
      method: 'GET',
      url: `/api/account/company/tax-certificates/${certificate.id}/file`,
      headers: bearer(admin.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file that is no PDF, one too large, an expired date and an unknown region', async () => {
    const { admin } = await companyAdmin(app, 'Careful Uploads');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(
      errors(await upload(admin, { file: { file: png, name: 'certificate.pdf' } })).file,
    ).toEqual(['The certificate must be a PDF file.']);
    const large = Buffer.concat([pdf, Buffer.alloc(TAX_CERTIFICATE_MAX_BYTES)]);
    expect(errors(await upload(admin, { file: { file: large, name: 'big.pdf' } })).file).toEqual([
      'The certificate may be at most 5 MB.',
    ]);
    expect(
      errors(await upload(admin, { expires_on: addCalendarDays(shopToday(), -1) })).expires_on,
    ).toEqual(['This certificate has already expired.']);
    const wrong = errors(await upload(admin, { form: 'Napkin', number: ' ' }));
    expect(Object.keys(wrong).sort()).toEqual(['form', 'number']);
    expect(errors(await upload(admin, { country: 'US', state: 'ON' })).state).toEqual([
      'Choose the state or province the certificate is for.',
    ]);
    const { payload, headers } = await multipart([
      ['form', 'SST'],
      ['number', 'X'],
      ['country', 'US'],
      ['state', 'GA'],
      ['expires_on', '2099-01-01'],
    ]);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/account/company/tax-certificates',
      payload,
      headers: { ...headers, ...bearer(admin.token) },
    });
    expect(errors(noFile).file).toEqual(['Attach the certificate as a PDF.']);
  });

  it('answers 404 to a customer without a company and keeps another company’s file', async () => {
    const loner = await registerCustomer(app);
    expect((await upload(loner)).statusCode).toBe(404);
    const { admin: owner } = await companyAdmin(app, 'Own Files');
    const certificate = await uploaded(owner);
    const { admin: other } = await companyAdmin(app, 'Nosy Co');
    const peek = await app.inject({
      method: 'GET',
      url: `/api/account/company/tax-certificates/${certificate.id}/file`,
      headers: bearer(other.token),
    });
    expect(peek.statusCode).toBe(404);
    // Staff routes are staff's.
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/tax-certificates',
      headers: bearer(owner.token),
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('the staff review', () => {
  it('lists pending certificates, opens the PDF, approves or refuses with a reason: audited and mailed', async () => {
    const { admin } = await companyAdmin(app, 'Reviewed Resellers');
    const good = await uploaded(admin, { number: 'GOOD-1' });
    const bad = await uploaded(admin, { number: 'BAD-1', state: 'BC' });

    const pending = AdminTaxCertificatesResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/tax-certificates',
          headers: bearer(staff.token),
        })
      ).json(),
    ).certificates;
    expect(pending.filter((row) => row.company.name === 'Reviewed Resellers')).toHaveLength(2);
    const file = await app.inject({
      method: 'GET',
      url: `/api/admin/tax-certificates/${good.id}/file`,
      headers: bearer(staff.token),
    });
    expect(file.rawPayload.equals(pdf)).toBe(true);

    expect(errors(await decide(bad, 'refuse', ' ')).reason).toEqual(['The reason is required.']);
    const refused = await decide(bad, 'refuse', 'The signature is missing.');
    expect(refused.statusCode, refused.body).toBe(200);
    expect((refused.json() as { certificate: TaxCertificate }).certificate).toMatchObject({
      status: 'refused',
      reason: 'The signature is missing.',
    });
    expect((await decide(good, 'approve')).statusCode).toBe(200);
    // A decision is final.
    expect((await decide(good, 'refuse', 'Changed my mind')).statusCode).toBe(409);

    const audit = AuditResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/audit?area=companies',
          headers: bearer(staff.token),
        })
      ).json(),
    ).entries;
    expect(audit.map((entry) => [entry.action, entry.summary])).toEqual(
      expect.arrayContaining([
        [
          'company.tax_certificate.approve',
          expect.stringContaining("Approved Reviewed Resellers's Resale certificate GOOD-1 (CA-ON"),
        ],
        ['company.tax_certificate.refuse', expect.stringContaining('BAD-1 (CA-BC, expires')],
      ]),
    );
    expect(audit.find((entry) => entry.summary.includes('BAD-1'))!.summary).toContain(
      'The signature is missing.',
    );

    await jobsIdle(app);
    const mails = smtp.received
      .filter((mail) => mail.to.includes(admin.email))
      .map((mail) => readMail(mail.raw));
    expect(mails.map((mail) => mail.headers.subject).sort()).toEqual([
      'Your tax-exempt certificate BAD-1 was not accepted',
      'Your tax-exempt certificate GOOD-1 is approved',
    ]);
    expect(mails.find((mail) => mail.headers.subject!.includes('BAD-1'))!.text).toContain(
      'Reason: The signature is missing.',
    );
  });
});

describe('the exemption', () => {
  it('a pending or refused certificate exempts nothing', async () => {
    const { admin } = await companyAdmin(app, 'Not Yet Exempt');
    const certificate = await uploaded(admin);
    await add(app, admin, productId, 1);
    expect((await estimate(admin, ONTARIO)).total).toBe(13);
    expect((await paymentAmount(admin, ONTARIO)).amount).toBe('113.00');
    await decide(certificate, 'refuse', 'Unreadable scan.');
    expect((await estimate(admin, ONTARIO)).exemption).toBeUndefined();
    expect((await paymentAmount(admin, ONTARIO)).amount).toBe('113.00');
  });

  it('takes the region’s tax off the estimate, the payment, the order and the invoice, in that region only', async () => {
    const { admin } = await companyAdmin(app, 'Exempt Exhibits');
    await approved(admin, { number: 'ON-EX-77' });
    await add(app, admin, productId, 2);

    const ontario = await estimate(admin, ONTARIO);
    expect(ontario).toMatchObject({ lines: [], total: 0, lines_with_rush: [], total_with_rush: 0 });
    expect(ontario.exemption).toEqual({
      certificate_number: 'ON-EX-77',
      form: 'Resale certificate',
      country: 'CA',
      state: 'ON',
    });
    // Georgia has no certificate of the company's: taxed as always.
    const georgia = await estimate(admin, GEORGIA);
    expect(georgia.total).toBe(8);
    expect(georgia.exemption).toBeUndefined();
    expect((await paymentAmount(admin, GEORGIA)).amount).toBe('208.00');

    const opened = await paymentAmount(admin, ONTARIO);
    expect(opened.amount).toBe('200.00');
    const placed = await placeOrder(admin, opened.order_id);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const order = (
      (
        await app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: bearer(staff.token),
        })
      ).json() as {
        order: { total: number; tax: unknown[]; tax_total: number; tax_exemption: unknown };
      }
    ).order;
    expect(order.total).toBe(200);
    expect(order.tax).toEqual([]);
    expect(order.tax_total).toBe(0);
    expect(order.tax_exemption).toEqual(ontario.exemption);
    const [row] = await app.db
      .select({
        certificateId: taxExemptCertificates.id,
        number: taxExemptCertificates.number,
      })
      .from(taxExemptCertificates)
      .where(eq(taxExemptCertificates.number, 'ON-EX-77'));
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored?.taxExemptCertificateId).toBe(row!.certificateId);
    expect(stored?.taxExemption).toMatchObject({ number: 'ON-EX-77', waivedCents: 2600 });

    await jobsIdle(app);
    const invoice = await app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderId}/invoice.pdf`,
      headers: bearer(admin.token),
    });
    expect(invoice.statusCode).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).join('\n');
    expect(text).toMatch(/Exempt . certificate ON-EX-77 \(ON\)/);
    expect(text).toContain('200.00 USD');
    expect(text).not.toContain('HST');
  });

  it('exempts an order on account with its PO number as it exempts a paid one', async () => {
    const { admin, companyId } = await companyAdmin(app, 'Exempt On Account');
    const granted = await app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${companyId}/terms`,
      headers: bearer(staff.token),
      payload: { net_days: 30, credit_limit: '1000.00' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    await approved(admin, { number: 'ON-ACC-5' });
    await add(app, admin, productId, 2);

    const ordered = await app.inject({
      method: 'POST',
      url: '/api/checkout/on-account',
      headers: bearer(admin.token),
      payload: {
        firstname: 'Grace',
        lastname: 'Hopper',
        phone: '416 555 0100',
        email: admin.email,
        ...TORONTO,
        terms: true,
        po_number: 'PO-ON-5',
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const orderId = (ordered.json() as { order_id: number }).order_id;
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored).toMatchObject({ totalCents: 20000, taxCents: 0, poNumber: 'PO-ON-5' });
    expect(stored?.taxExemption).toMatchObject({ number: 'ON-ACC-5', waivedCents: 2600 });
    // What the company owes is the exempt total.
    const terms = await app.inject({
      method: 'GET',
      url: `/api/admin/companies/${companyId}/terms`,
      headers: bearer(staff.token),
    });
    expect(terms.json()).toMatchObject({ terms: { open_balance: 200, available_credit: 800 } });
  });

  it('exempts on its expiry day and not after it; a payment opened before then is refused', async () => {
    const { admin } = await companyAdmin(app, 'Expiring Exhibits');
    const certificate = await approved(admin, { number: 'ON-LAST-DAY' });
    await add(app, admin, productId, 1);
    const setExpiry = (day: string) =>
      app.db
        .update(taxExemptCertificates)
        .set({ expiresOn: day })
        .where(eq(taxExemptCertificates.id, certificate.id));

    await setExpiry(shopToday());
    expect((await estimate(admin, ONTARIO)).total).toBe(0);
    const opened = await paymentAmount(admin, ONTARIO);
    expect(opened.amount).toBe('100.00');

    await setExpiry(addCalendarDays(shopToday(), -1));
    expect((await estimate(admin, ONTARIO)).total).toBe(13);
    // The payment was priced exempt; the order no longer would be: nothing is captured.
    const placed = await placeOrder(admin, opened.order_id);
    expect(placed.statusCode, placed.body).toBe(409);
    const again = await paymentAmount(admin, ONTARIO);
    expect(again.amount).toBe('113.00');
    const listed = TaxCertificatesResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/account/company/tax-certificates',
          headers: bearer(admin.token),
        })
      ).json(),
    ).certificates;
    expect(listed[0]!.status).toBe('expired');
  });
});

describe('the filing export', () => {
  it('lists the month’s exempt orders with company, certificate, region, goods and the tax not charged', async () => {
    const { admin } = await companyAdmin(app, 'Filing, "Quoted" & Co');
    await approved(admin, { number: 'ON-FILE-9' });
    await add(app, admin, productId, 3);
    const opened = await paymentAmount(admin, ONTARIO);
    const placed = await placeOrder(admin, opened.order_id);
    expect(placed.statusCode, placed.body).toBe(200);
    const trackingNo = (placed.json() as { tracking_no: string }).tracking_no;

    const month = shopToday().slice(0, 7);
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/tax-exemptions/export?month=${month}`,
      headers: bearer(staff.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`tax-exempt-sales-${month}.csv`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'order_number,date,company,certificate_number,country,region,goods_total,tax_exempted',
    );
    expect(lines).toContain(
      `${trackingNo},${shopToday()},"Filing, ""Quoted"" & Co",ON-FILE-9,CA,ON,300.00,39.00`,
    );
    const other = await app.inject({
      method: 'GET',
      url: '/api/admin/tax-exemptions/export?month=2001-01',
      headers: bearer(staff.token),
    });
    expect(
      other.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
    const monthErrors = async (month: string) =>
      errors(
        await app.inject({
          method: 'GET',
          url: `/api/admin/tax-exemptions/export?month=${month}`,
          headers: bearer(staff.token),
        }),
      ).month;
    expect(await monthErrors('2026-13')).toEqual(['Enter the month as YYYY-MM.']);
    for (const month of ['9999-12', '1999-12']) {
      expect(await monthErrors(month)).toEqual(['Choose a date from 2000-01-01 to 2999-12-31.']);
    }
  });
});

describe('expiry reminders', () => {
  it('mails the admins once per certificate and kind, however many sweeps run', async () => {
    const { admin } = await companyAdmin(app, 'Reminded Resellers');
    const soon = await approved(admin, {
      number: 'SOON-1',
      expires_on: addCalendarDays(shopToday(), 10),
    });
    const today = await approved(admin, { number: 'TODAY-1', expires_on: shopToday() });
    // Far off, pending or refused: no reminder.
    await approved(admin, { number: 'LATER-1', expires_on: addCalendarDays(shopToday(), 90) });
    await uploaded(admin, { number: 'PENDING-1', expires_on: addCalendarDays(shopToday(), 5) });

    for (let sweep = 0; sweep < 3; sweep++) {
      await app.jobs.enqueue(app.db, certificateRemindersSweepJob, {});
      await jobsIdle(app);
    }
    const claims = await app.db.select().from(taxExemptReminders);
    expect(
      claims
        .filter((claim) => [soon.id, today.id].includes(claim.certificateId))
        .map((claim) => [claim.certificateId, claim.kind])
        .sort(),
    ).toEqual(
      [
        [soon.id, 'expires_soon'],
        [today.id, 'expires_today'],
      ].sort(),
    );
    const subjects = smtp.received
      .filter((mail) => mail.to.includes(admin.email))
      .map((mail) => readMail(mail.raw).headers.subject!)
      .filter((subject) => subject.includes('expires'));
    expect(subjects.sort()).toEqual([
      `Your tax-exempt certificate SOON-1 expires on ${addCalendarDays(shopToday(), 10)}`,
      'Your tax-exempt certificate TODAY-1 expires today',
    ]);
  });
});
