import {
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  ApiErrorSchema,
  AuditResponseSchema,
  CompanyAddressesResponseSchema,
  CompanyOrdersResponseSchema,
  CompanyResponseSchema,
  InvitationPreviewResponseSchema,
  type Company,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { companyInvitations } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { createCategory, createProduct } from '../../test/cart';
import { TORONTO_ADDRESS } from '../../test/checkout';
import { jobsIdle } from '../../test/jobs';
import { readMail } from '../../test/mail';
import { placeOrderThrough } from '../../test/orders';
import { startSmtpReceiver } from '../../test/smtp';

const PUBLIC_URL = 'https://shop.example';

function fieldErrors(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  return ApiErrorSchema.parse(response.json()).validation_errors;
}

function errorMessage(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return ApiErrorSchema.parse(response.json()).message;
}

function invitationToken(text: string): string {
  const link = text.match(/https:\/\/shop\.example\/company-invitation\?token=([\w%-]+)/);
  expect(link, text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('companies /api/account/company and /api/admin/companies', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let staff: SignedIn;
  let productId: number;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    staff = await signInStaff(app);
    productId = (await createProduct(app, staff, await createCategory(app, staff))).id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const call = (
    account: SignedIn | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: account ? bearer(account.token) : {},
      ...(payload ? { payload } : {}),
    });
  const company = (response: LightMyRequestResponse, status = 200): Company => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    return CompanyResponseSchema.parse(response.json()).company!;
  };
  const createCompany = async (admin: SignedIn, name = 'Expo Works') =>
    company(
      await call(admin, 'POST', '/api/account/company', { name, tax_id: 'US-12-3456789' }),
      201,
    );

  /** Invites `email` and answers the token of the link the invitation mail carries. */
  const invite = async (admin: SignedIn, email: string, role: 'admin' | 'buyer' = 'buyer') => {
    const invited = company(
      await call(admin, 'POST', '/api/account/company/invitations', { email, role }),
    );
    expect(invited.invitations.map((row) => row.email)).toContain(email.toLowerCase());
    await jobsIdle(app);
    const mails = smtp.received.filter((mail) => mail.to.includes(email.toLowerCase()));
    return invitationToken(readMail(mails.at(-1)!.raw).text);
  };
  const accept = (account: SignedIn, token: string) =>
    call(account, 'POST', '/api/account/company/invitations/accept', { token });

  /** A company with its admin and one buyer who joined through an invitation. */
  const companyWithBuyer = async (name: string) => {
    const admin = await registerCustomer(app);
    await createCompany(admin, name);
    const buyer = await registerCustomer(app);
    company(await accept(buyer, await invite(admin, buyer.email)));
    return { admin, buyer };
  };

  it('refuses anonymous callers (401) and customers on staff routes (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/company'],
      ['POST', '/api/account/company'],
      ['POST', '/api/account/company/invitations'],
      ['POST', '/api/account/company/invitations/accept'],
      ['GET', '/api/account/company/orders'],
      ['GET', '/api/account/company/addresses'],
      ['PUT', '/api/account/company/memberships'],
    ] as const) {
      expect((await call(undefined, method, url, {})).statusCode, url).toBe(401);
    }
    const customer = await registerCustomer(app);
    for (const [method, url] of [
      ['GET', '/api/admin/companies'],
      ['GET', '/api/admin/companies/1'],
      ['PUT', '/api/admin/companies/1'],
      ['DELETE', '/api/admin/companies/1/members/1'],
      ['POST', '/api/admin/companies/1/memberships/EDPA/verify'],
      ['POST', '/api/admin/companies/1/memberships/EDPA/refuse'],
    ] as const) {
      expect((await call(customer, method, url, {})).statusCode, url).toBe(403);
    }
  });

  it('creates a company with its creator as admin, once; bad input names the field', async () => {
    const admin = await registerCustomer(app, {
      affiliations: { GIGA: false, EDPA: true, ASI: true },
      member_numbers: { EDPA: 'E-1234' },
    });
    expect(company(await call(admin, 'GET', '/api/account/company'))).toBeNull();

    const blank = fieldErrors(await call(admin, 'POST', '/api/account/company', { name: ' ' }));
    expect(blank).toEqual({ name: ['The company name is required.'] });
    const long = fieldErrors(
      await call(admin, 'POST', '/api/account/company', { name: 'x'.repeat(121) }),
    );
    expect(long).toEqual({ name: ['The company name may not be longer than 120 characters.'] });

    const created = await createCompany(admin, 'Expo Works');
    expect(created).toMatchObject({
      name: 'Expo Works',
      tax_id: 'US-12-3456789',
      my_role: 'admin',
      members: [{ email: admin.email, role: 'admin' }],
    });
    // The registration's EDPA (with its number) is claimed; ASI had no number, so it is not.
    expect(created.memberships).toEqual([
      {
        association: 'EDPA',
        member_number: 'E-1234',
        status: 'pending',
        reason: null,
        reviewed_at: null,
      },
    ]);
    const again = await call(admin, 'POST', '/api/account/company', { name: 'Second' });
    expect(errorMessage(again, 409)).toMatch(/already belong to a company/);
  });

  it('invites by e-mail: only the invited address accepts, once, and not after expiry', async () => {
    const admin = await registerCustomer(app);
    await createCompany(admin, 'Stand Builders');
    const colleague = await registerCustomer(app);
    const stranger = await registerCustomer(app);

    const token = await invite(admin, colleague.email.toUpperCase());
    const preview = await call(undefined, 'POST', '/api/company-invitation', { token });
    expect(InvitationPreviewResponseSchema.parse(preview.json())).toMatchObject({
      company_name: 'Stand Builders',
      email: colleague.email,
      role: 'buyer',
    });

    expect(errorMessage(await accept(stranger, token), 403)).toMatch(/another e-mail address/);
    const joined = company(await accept(colleague, token));
    expect(joined.my_role).toBe('buyer');
    expect(joined.members.map((member) => member.email)).toEqual([admin.email, colleague.email]);
    // A buyer does not see the open invitations.
    expect(joined.invitations).toEqual([]);

    // Used: no second time, not even for the preview.
    expect((await accept(colleague, token)).statusCode).toBe(404);
    expect((await call(undefined, 'POST', '/api/company-invitation', { token })).statusCode).toBe(
      404,
    );

    // Expired.
    const late = await registerCustomer(app);
    const lateToken = await invite(admin, late.email);
    await app.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, late.email));
    expect(errorMessage(await accept(late, lateToken), 404)).toMatch(/expired/);

    // A made-up token and a malformed one.
    expect((await accept(late, 'not-a-real-token')).statusCode).toBe(404);
    expect(fieldErrors(await accept(late, ''))).toHaveProperty('token');

    // Inviting again replaces the first link; a withdrawn invitation's link is dead.
    const person = await registerCustomer(app);
    const first = await invite(admin, person.email);
    const second = await invite(admin, person.email);
    expect((await accept(person, first)).statusCode).toBe(404);
    const mine = company(await call(admin, 'GET', '/api/account/company'));
    const open = mine.invitations.find((row) => row.email === person.email)!;
    company(await call(admin, 'DELETE', `/api/account/company/invitations/${open.id}`));
    expect((await accept(person, second)).statusCode).toBe(404);

    // Bad input names the field.
    expect(
      fieldErrors(
        await call(admin, 'POST', '/api/account/company/invitations', {
          email: 'nope',
          role: 'owner',
        }),
      ),
    ).toEqual({
      email: ['The email must be a valid email address.'],
      role: ['The role must be admin or buyer.'],
    });
  });

  it('keeps a person in one company at most', async () => {
    const { buyer } = await companyWithBuyer('Alpha Displays');
    const other = await registerCustomer(app);
    await createCompany(other, 'Beta Displays');
    const token = await invite(other, buyer.email);
    expect(errorMessage(await accept(buyer, token), 409)).toMatch(/already belong/);
    expect((await call(buyer, 'POST', '/api/account/company', { name: 'Gamma' })).statusCode).toBe(
      409,
    );
  });

  it('lets the admin change roles and remove members, never the last admin', async () => {
    const { admin, buyer } = await companyWithBuyer('Role Play Inc');
    const me = company(await call(admin, 'GET', '/api/account/company'));
    const adminId = me.members.find((member) => member.email === admin.email)!.user_id;
    const buyerId = me.members.find((member) => member.email === buyer.email)!.user_id;

    // A buyer may not.
    expect(
      (await call(buyer, 'PUT', `/api/account/company/members/${adminId}`, { role: 'buyer' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(buyer, 'DELETE', `/api/account/company/members/${adminId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(buyer, 'POST', '/api/account/company/invitations', { email: 'x@example.com' }))
        .statusCode,
    ).toBe(403);

    // The last admin stays.
    const demoteSelf = await call(admin, 'PUT', `/api/account/company/members/${adminId}`, {
      role: 'buyer',
    });
    expect(errorMessage(demoteSelf, 409)).toMatch(/at least one admin/);
    expect(
      errorMessage(await call(admin, 'DELETE', `/api/account/company/members/${adminId}`), 409),
    ).toMatch(/at least one admin/);
    expect(
      fieldErrors(
        await call(admin, 'PUT', `/api/account/company/members/${buyerId}`, { role: 'boss' }),
      ),
    ).toEqual({ role: ['The role must be admin or buyer.'] });

    const promoted = company(
      await call(admin, 'PUT', `/api/account/company/members/${buyerId}`, { role: 'admin' }),
    );
    expect(promoted.members.map((member) => member.role)).toEqual(['admin', 'admin']);
    // Now the first admin can step down, and the other can remove them.
    company(await call(admin, 'PUT', `/api/account/company/members/${adminId}`, { role: 'buyer' }));
    const removed = company(await call(buyer, 'DELETE', `/api/account/company/members/${adminId}`));
    expect(removed.members.map((member) => member.email)).toEqual([buyer.email]);
    expect(company(await call(admin, 'GET', '/api/account/company'))).toBeNull();

    // Someone else's member id: 404.
    const other = await registerCustomer(app);
    await createCompany(other, 'Other Co');
    expect(
      (await call(other, 'DELETE', `/api/account/company/members/${buyerId}`)).statusCode,
    ).toBe(404);
  });

  it('shares the address book with buyers; other companies cannot see or touch it', async () => {
    const { admin, buyer } = await companyWithBuyer('Booth Partners');
    const saved = company(
      await call(admin, 'POST', '/api/account/company/addresses', {
        ...TORONTO_ADDRESS,
        label: 'Warehouse',
      }),
    );
    const address = saved.addresses[0]!;
    expect(address).toMatchObject({ label: 'Warehouse', city: TORONTO_ADDRESS.city });

    const shared = await call(buyer, 'GET', '/api/account/company/addresses');
    expect(CompanyAddressesResponseSchema.parse(shared.json()).addresses).toEqual([address]);
    // Buyers read, the admin writes.
    expect(
      (await call(buyer, 'DELETE', `/api/account/company/addresses/${address.id}`)).statusCode,
    ).toBe(403);

    const { admin: otherAdmin, buyer: otherBuyer } = await companyWithBuyer('Rival Booths');
    expect(
      CompanyAddressesResponseSchema.parse(
        (await call(otherBuyer, 'GET', '/api/account/company/addresses')).json(),
      ).addresses,
    ).toEqual([]);
    expect(
      (
        await call(otherAdmin, 'PUT', `/api/account/company/addresses/${address.id}`, {
          ...TORONTO_ADDRESS,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(otherAdmin, 'DELETE', `/api/account/company/addresses/${address.id}`)).statusCode,
    ).toBe(404);
    // Nor through the personal address book.
    expect(
      (await call(otherBuyer, 'DELETE', `/api/account/addresses/${address.id}`)).statusCode,
    ).toBe(404);

    const bad = fieldErrors(
      await call(admin, 'POST', '/api/account/company/addresses', { ...TORONTO_ADDRESS, city: '' }),
    );
    expect(bad).toHaveProperty('city');
  });

  it('shows the admin every order of the company and a buyer only their own', async () => {
    const { admin, buyer } = await companyWithBuyer('Order Masters');
    const buyerOrder = await placeOrderThrough(app, {
      customer: buyer,
      staff,
      productId,
      shipped: false,
    });
    const adminOrder = await placeOrderThrough(app, {
      customer: admin,
      staff,
      productId,
      shipped: false,
    });

    const list = async (account: SignedIn) => {
      const response = await call(account, 'GET', '/api/account/company/orders');
      expect(response.statusCode, response.body).toBe(200);
      return CompanyOrdersResponseSchema.parse(response.json()).orders;
    };
    expect((await list(admin)).map((order) => order.id)).toEqual([adminOrder.id, buyerOrder.id]);
    expect((await list(buyer)).map((order) => order.id)).toEqual([buyerOrder.id]);
    expect((await list(admin))[1]!.buyer).toBe('Ada Lovelace');

    // The admin opens a buyer's order; the buyer cannot open the admin's.
    expect((await call(admin, 'GET', `/api/account/orders/${buyerOrder.id}`)).statusCode).toBe(200);
    expect((await call(buyer, 'GET', `/api/account/orders/${adminOrder.id}`)).statusCode).toBe(404);

    // Another company, admin or buyer, guessing the ids: 404 and nothing listed.
    const rival = await companyWithBuyer('Rival Orders');
    for (const account of [rival.admin, rival.buyer]) {
      for (const id of [buyerOrder.id, adminOrder.id]) {
        expect((await call(account, 'GET', `/api/account/orders/${id}`)).statusCode).toBe(404);
      }
      expect(await list(account)).toEqual([]);
    }
    // Without a company there is no company list.
    const loner = await registerCustomer(app);
    expect((await call(loner, 'GET', '/api/account/company/orders')).statusCode).toBe(404);
    expect(
      fieldErrors(await call(admin, 'GET', '/api/account/company/orders?page=0')),
    ).toHaveProperty('page');
  });

  it('has staff verify or refuse stated memberships, mailed to the admin', async () => {
    const { admin, buyer } = await companyWithBuyer('Member Displays');
    // Only the admin states memberships; bad input names the field.
    expect(
      (
        await call(buyer, 'PUT', '/api/account/company/memberships', {
          association: 'EDPA',
          member_number: '1',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      fieldErrors(
        await call(admin, 'PUT', '/api/account/company/memberships', {
          association: 'XYZ',
          member_number: '',
        }),
      ),
    ).toEqual({
      association: ['The association must be GIGA, EDPA or ASI.'],
      member_number: ['The member number is required.'],
    });
    for (const [association, number] of [
      ['EDPA', 'EDPA-778'],
      ['ASI', 'ASI-1'],
    ]) {
      company(
        await call(admin, 'PUT', '/api/account/company/memberships', {
          association,
          member_number: number,
        }),
      );
    }
    const { id } = company(await call(admin, 'GET', '/api/account/company'));

    const verified = await call(
      staff,
      'POST',
      `/api/admin/companies/${id}/memberships/EDPA/verify`,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(
      fieldErrors(
        await call(staff, 'POST', `/api/admin/companies/${id}/memberships/ASI/refuse`, {
          reason: '',
        }),
      ),
    ).toEqual({ reason: ['The reason is required.'] });
    const refused = await call(staff, 'POST', `/api/admin/companies/${id}/memberships/ASI/refuse`, {
      reason: 'No ASI member has this number.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(
      (await call(staff, 'POST', `/api/admin/companies/${id}/memberships/GIGA/verify`)).statusCode,
    ).toBe(404);

    const seen = company(await call(buyer, 'GET', '/api/account/company'));
    expect(seen.memberships).toMatchObject([
      { association: 'ASI', status: 'refused', reason: 'No ASI member has this number.' },
      { association: 'EDPA', status: 'verified', reason: null },
    ]);

    await jobsIdle(app);
    const mails = smtp.received
      .filter((mail) => mail.to.includes(admin.email))
      .map((mail) => readMail(mail.raw));
    const subjects = mails.map((mail) => mail.headers.subject);
    expect(subjects).toContain('Your EDPA membership is verified');
    expect(subjects).toContain('Your ASI membership could not be verified');
    const refusal = mails.find((mail) => mail.headers.subject?.includes('ASI'))!;
    expect(refusal.text).toContain('No ASI member has this number.');
    // Buyers are not mailed.
    expect(
      smtp.received.some(
        (mail) => mail.to.includes(buyer.email) && mail.raw.includes('membership'),
      ),
    ).toBe(false);

    // A changed number waits for staff again.
    const restated = company(
      await call(admin, 'PUT', '/api/account/company/memberships', {
        association: 'ASI',
        member_number: 'ASI-2',
      }),
    );
    expect(restated.memberships[0]).toMatchObject({ status: 'pending', reason: null });
  });

  it('lets staff list, search, open, edit a company and remove a member; all audited', async () => {
    const { admin, buyer } = await companyWithBuyer('Searchable Signs Ltd');
    const list = await call(staff, 'GET', '/api/admin/companies?q=searchable%20signs');
    const found = AdminCompaniesResponseSchema.parse(list.json());
    expect(found.companies).toHaveLength(1);
    expect(found.companies[0]).toMatchObject({ name: 'Searchable Signs Ltd', members: 2 });
    const id = found.companies[0]!.id;

    const detail = AdminCompanyResponseSchema.parse(
      (await call(staff, 'GET', `/api/admin/companies/${id}`)).json(),
    ).company;
    expect(detail.members.map((member) => member.email)).toEqual([admin.email, buyer.email]);
    expect((await call(staff, 'GET', '/api/admin/companies/2147483647')).statusCode).toBe(404);
    expect(fieldErrors(await call(staff, 'GET', '/api/admin/companies/abc'))).toHaveProperty('id');

    expect(
      fieldErrors(await call(staff, 'PUT', `/api/admin/companies/${id}`, { name: '' })),
    ).toEqual({ name: ['The company name is required.'] });
    const edited = await call(staff, 'PUT', `/api/admin/companies/${id}`, {
      name: 'Searchable Signs Inc',
      tax_id: 'CA-99',
    });
    expect(AdminCompanyResponseSchema.parse(edited.json()).company).toMatchObject({
      name: 'Searchable Signs Inc',
      tax_id: 'CA-99',
    });

    const adminId = detail.members[0]!.user_id;
    const buyerId = detail.members[1]!.user_id;
    expect(
      (await call(staff, 'DELETE', `/api/admin/companies/${id}/members/${adminId}`)).statusCode,
    ).toBe(409);
    const removed = await call(staff, 'DELETE', `/api/admin/companies/${id}/members/${buyerId}`);
    expect(AdminCompanyResponseSchema.parse(removed.json()).company.members).toHaveLength(1);
    expect(company(await call(buyer, 'GET', '/api/account/company'))).toBeNull();

    const audit = AuditResponseSchema.parse(
      (await call(staff, 'GET', '/api/admin/audit?area=companies')).json(),
    );
    const summaries = audit.entries.map((entry) => entry.summary);
    expect(summaries).toContain(`Removed ${buyer.email} from Searchable Signs Inc`);
    expect(summaries).toContain(
      'Changed company Searchable Signs Ltd to Searchable Signs Inc (tax id CA-99)',
    );
    expect(summaries).toContain(`${buyer.email} joined Searchable Signs Ltd as buyer`);
    expect(summaries).toContain('Created company Searchable Signs Ltd');
  });
});
