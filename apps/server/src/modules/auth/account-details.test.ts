import {
  ApiErrorSchema,
  EMAIL_CHANGE_MAIL_LIMIT,
  ProfileResponseSchema,
  type ProfileRequest,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { emailChanges } from '../../db/schema';
import {
  bearer,
  loginRequest,
  registerCustomer,
  signIn,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';

const PUBLIC_URL = 'https://shop.example';

const PROFILE: ProfileRequest = {
  firstname: 'Ada',
  lastname: 'King',
  companyname: '',
  username: 'countess',
  phone: '+1 212 555 0101',
  address: '5 Broad St',
  address2: '',
  city: 'New York',
  state: 'NY',
  codepostal: '10004',
  country: 'us',
  affiliations: { GIGA: false, EDPA: true, ASI: true },
};

function validationErrors(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  return ApiErrorSchema.parse(response.json()).validation_errors;
}

function tokenFromLink(text: string): string {
  const link = text.match(/https:\/\/shop\.example\/confirm-email\?token=([\w%-]+)/);
  expect(link, text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('account details /api/account/profile and /api/account/email', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const profile = (account: SignedIn) =>
    app.inject({ method: 'GET', url: '/api/account/profile', headers: bearer(account.token) });
  const update = (account: SignedIn, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: bearer(account.token),
      payload,
    });
  const changeEmail = (account: SignedIn, email: string, current_password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: bearer(account.token),
      payload: { email, current_password },
      remoteAddress: account.ip,
    });
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/api/account/email/confirm', payload: { token } });

  it('refuses anonymous callers with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/profile' })).statusCode).toBe(401);
    const put = await app.inject({ method: 'PUT', url: '/api/account/profile', payload: PROFILE });
    expect(put.statusCode).toBe(401);
    const email = await app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email: 'x@example.com', current_password: STRONG_PASSWORD },
    });
    expect(email.statusCode).toBe(401);
  });

  it('reads and saves the registration fields, uncached', async () => {
    const customer = await registerCustomer(app);
    const before = await profile(customer);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(ProfileResponseSchema.parse(before.json()).profile).toMatchObject({
      email: customer.email,
      username: customer.username,
      city: 'Atlanta',
    });

    const username = `countess${Date.now() % 100000}`;
    const saved = await update(customer, { ...PROFILE, username });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...PROFILE,
      username,
      companyname: null,
      address2: null,
      country: 'US',
      email: customer.email,
      member_numbers: {},
    };
    expect(ProfileResponseSchema.parse(saved.json()).profile).toEqual(expected);
    expect(ProfileResponseSchema.parse((await profile(customer)).json()).profile).toEqual(expected);
  });

  it('answers 422 per field: registration rules, a username taken ignoring case, no e-mail', async () => {
    const customer = await registerCustomer(app);
    const other = await registerCustomer(app);
    expect(
      validationErrors(await update(customer, { ...PROFILE, phone: 'call me', city: '' })),
    ).toEqual({
      phone: ['The phone may only contain digits, spaces and + ( ) - .'],
      city: ['Fill in the city too, or leave the address out.'],
    });
    expect(
      validationErrors(
        await update(customer, { ...PROFILE, username: other.username.toUpperCase() }),
      ),
    ).toEqual({ username: ['The username has already been taken.'] });
    expect((await update(customer, { ...PROFILE, email: 'x@example.com' })).statusCode).toBe(422);
  });

  it('changes the e-mail only through the link sent to the new address, once', async () => {
    const customer = await registerCustomer(app);
    const newEmail = `new-${customer.email}`;
    expect(validationErrors(await changeEmail(customer, newEmail, 'Wrong-Password-77'))).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    const requested = await changeEmail(customer, newEmail.toUpperCase(), STRONG_PASSWORD);
    expect(requested.statusCode, requested.body).toBe(200);

    const mail = readMail((await smtp.waitFor(newEmail)).raw);
    expect(mail.headers.subject).toBe('Confirm your new Backlit Shop e-mail address');
    expect(mail.text).toContain('expires in 24 hours');
    const token = tokenFromLink(mail.text);
    expect(JSON.stringify(await app.db.select().from(emailChanges))).not.toContain(token);

    // Nothing changes before the link is used.
    await signIn(app, customer.email, STRONG_PASSWORD);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await signIn(app, newEmail, STRONG_PASSWORD);
    expect(
      (await loginRequest(app, { email: customer.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);

    const notice = readMail((await smtp.waitFor(customer.email)).raw);
    expect(notice.headers.subject).toBe('Your Backlit Shop e-mail address was changed');
    expect(notice.text).toContain(newEmail);

    expect(validationErrors(await confirm(token))).toEqual({
      token: [expect.stringContaining('invalid or has expired')],
    });
  });

  it('refuses an address another account uses, and a link older than 24 hours', async () => {
    const customer = await registerCustomer(app);
    const other = await registerCustomer(app);
    expect(
      validationErrors(await changeEmail(customer, other.email.toUpperCase(), STRONG_PASSWORD)),
    ).toEqual({ email: ['The email has already been taken.'] });

    const newEmail = `later-${customer.email}`;
    expect((await changeEmail(customer, newEmail, STRONG_PASSWORD)).statusCode).toBe(200);
    const token = tokenFromLink(readMail((await smtp.waitFor(newEmail)).raw).text);
    vi.useFakeTimers({ now: Date.now() + 24 * 3_600_000 + 60_000, toFake: ['Date'] });
    try {
      expect(validationErrors(await confirm(token))).toHaveProperty('token');
    } finally {
      vi.useRealTimers();
    }
    await signIn(app, customer.email, STRONG_PASSWORD);
  });

  it('mails one new address at most 3 times an hour, whoever asks', async () => {
    const target = `inbox-${Date.now()}@example.net`;
    for (let i = 0; i < EMAIL_CHANGE_MAIL_LIMIT.points; i++) {
      const customer = await registerCustomer(app);
      expect((await changeEmail(customer, target, STRONG_PASSWORD)).statusCode).toBe(200);
    }
    const customer = await registerCustomer(app);
    const refused = await changeEmail(customer, target, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(ApiErrorSchema.parse(refused.json()).message).toMatch(
      /^Several confirmation e-mails went to this address already\. Try again in \d+ minutes\.$/,
    );
    // A wrong password sends nothing, so it is refused for that and uses up nothing.
    expect(
      validationErrors(await changeEmail(customer, `other-${target}`, 'wrong')),
    ).toHaveProperty('current_password');
    expect((await changeEmail(customer, `other-${target}`, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});
