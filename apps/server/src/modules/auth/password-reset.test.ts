import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ApiErrorSchema,
  DEFAULT_SHOP_INFO,
  LOGIN_LIMITS,
  PASSWORD_RESET_TTL_MINUTES,
  SIGNED_IN_DEVICE_COOKIE,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { passwordResets, users } from '../../db/schema';
import {
  bearer,
  loginRequest,
  nextIp,
  OTHER_STRONG_PASSWORD,
  registerCustomer,
  signIn,
  STRONG_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { readMail } from '../../test/mail';
import { startSmtpReceiver } from '../../test/smtp';
import { jobsIdle, until } from '../../test/jobs';
import { rawQuery } from '../../db/raw-query';

const PUBLIC_URL = 'https://shop.example';
const ANSWER = {
  status: 200,
  message: 'If an account exists for that e-mail, we have sent a link to reset the password.',
};
const INVALID_LINK = {
  token: ['This reset link is invalid or has expired. Ask for a new one.'],
};

function forgot(app: App, email: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
}

function reset(app: App, token: string, password: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password },
    remoteAddress: ip,
  });
}

function validationErrors(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  return ApiErrorSchema.parse(response.json()).validation_errors;
}

/** The token of the link in the mail, after checking the link points at the reset page. */
function tokenFromLink(text: string): string {
  const link = text.match(/https:\/\/shop\.example\/reset-password\?token=([\w%-]+)/);
  expect(link, text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('password reset by e-mail (SMTP)', () => {
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

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const customer = await registerCustomer(app);
    const known = await forgot(app, customer.email);
    const unknown = await forgot(app, 'nobody@example.com');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ANSWER);
    }
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    await smtp.waitFor(customer.email);
    await jobsIdle(app);
    expect(smtp.received.flatMap((mail) => mail.to)).not.toContain('nobody@example.com');
  });

  it('mails a link that resets the password once, and signs out every session', async () => {
    const customer = await registerCustomer(app);
    const remembered = await signIn(app, customer.email, STRONG_PASSWORD, true);
    await forgot(app, customer.email.toUpperCase());

    const mail = readMail((await smtp.waitFor(customer.email)).raw);
    expect(mail.headers.subject).toBe('Reset your Backlit Shop password');
    expect(mail.headers.from?.replace(/"/g, '')).toBe(
      `${DEFAULT_SHOP_INFO.name} <${DEFAULT_SHOP_INFO.email}>`,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('expires in 1 hour');
      expect(body).toContain('If you did not ask for this, ignore this e-mail.');
      expect(body).toContain(DEFAULT_SHOP_INFO.phone);
      expect(body).toContain(DEFAULT_SHOP_INFO.address);
    }
    const token = tokenFromLink(mail.text);
    expect(mail.html).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);

    // The stored token is a hash, never the token itself.
    const stored = await app.db.select().from(passwordResets);
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await reset(app, token, OTHER_STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, message: expect.any(String) });

    // Every session of the account is gone; the new password works, the old one does not.
    for (const session of [customer, remembered]) {
      const check = await app.inject({
        method: 'GET',
        url: '/api/checkingAuthenticated',
        headers: bearer(session.token),
      });
      expect(check.statusCode).toBe(401);
    }
    expect(
      (await loginRequest(app, { email: customer.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(app, customer.email, OTHER_STRONG_PASSWORD);

    // Used once: a second use is refused.
    expect(validationErrors(await reset(app, token, 'Quiet-Harbor-Fig-2931'))).toEqual(
      INVALID_LINK,
    );
  });

  it('refuses an unknown or expired token with 422 on token', async () => {
    expect(validationErrors(await reset(app, 'made-up-token', OTHER_STRONG_PASSWORD))).toEqual(
      INVALID_LINK,
    );

    const customer = await registerCustomer(app);
    await forgot(app, customer.email);
    const token = tokenFromLink(readMail((await smtp.waitFor(customer.email)).raw).text);
    const [user] = await app.db.select().from(users).where(eq(users.email, customer.email));
    const [row] = await app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user!.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(
      PASSWORD_RESET_TTL_MINUTES * 60_000,
    );
    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, row!.id));
    expect(validationErrors(await reset(app, token, OTHER_STRONG_PASSWORD))).toEqual(INVALID_LINK);
    await signIn(app, customer.email, STRONG_PASSWORD);
  });

  it('refuses a weak new password on password, leaving the link usable', async () => {
    const customer = await registerCustomer(app);
    await forgot(app, customer.email);
    const token = tokenFromLink(readMail((await smtp.waitFor(customer.email)).raw).text);
    const errors = validationErrors(await reset(app, token, 'Password123'));
    expect(Object.keys(errors ?? {})).toEqual(['password']);
    expect((await reset(app, token, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link replaces an older unused one', async () => {
    const customer = await registerCustomer(app);
    await forgot(app, customer.email);
    await smtp.waitFor(customer.email);
    await forgot(app, customer.email);
    await jobsIdle(app);
    const mails = smtp.received.filter((mail) => mail.to.includes(customer.email));
    expect(mails).toHaveLength(2);
    const [older, newer] = mails.map((mail) => tokenFromLink(readMail(mail.raw).text));
    expect(validationErrors(await reset(app, older!, OTHER_STRONG_PASSWORD))).toEqual(INVALID_LINK);
    expect((await reset(app, newer!, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner sign in at once after resetting, however often they guessed wrong', async () => {
    const customer = await registerCustomer(app);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.accountAndIp.points; i++) {
      await loginRequest(app, { email: customer.email, password: 'Wrong-Password-1' }, ip);
    }
    const waiting = await loginRequest(
      app,
      { email: customer.email, password: STRONG_PASSWORD },
      ip,
    );
    expect(waiting.statusCode).toBe(429);

    await forgot(app, customer.email, ip);
    const mail = readMail((await smtp.waitFor(customer.email)).raw);
    expect((await reset(app, tokenFromLink(mail.text), OTHER_STRONG_PASSWORD, ip)).statusCode).toBe(
      200,
    );
    await signIn(app, customer.email, OTHER_STRONG_PASSWORD, false, ip);
  });

  it('lets the owner in through a reset link while the account is guessed at from everywhere', async () => {
    const customer = await registerCustomer(app);
    for (let i = 0; i <= LOGIN_LIMITS.account.points; i++) {
      await loginRequest(app, { email: customer.email, password: 'Wrong-Password-1' });
    }
    const ownerIp = nextIp();
    const before = await loginRequest(
      app,
      { email: customer.email, password: STRONG_PASSWORD },
      ownerIp,
    );
    expect(before.statusCode).toBe(429);

    await forgot(app, customer.email, ownerIp);
    const mail = readMail((await smtp.waitFor(customer.email)).raw);
    const done = await reset(app, tokenFromLink(mail.text), OTHER_STRONG_PASSWORD, ownerIp);
    expect(done.statusCode).toBe(200);
    // The browser that used the link is now one the account knows.
    const device = done.cookies.find((cookie) => cookie.name === SIGNED_IN_DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/login' });
    const after = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: OTHER_STRONG_PASSWORD },
      cookies: { [SIGNED_IN_DEVICE_COOKIE]: device!.value },
      remoteAddress: ownerIp,
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('sends at most 3 mails per address in an hour, without saying so', async () => {
    const customer = await registerCustomer(app);
    for (let i = 0; i < 5; i++) {
      expect((await forgot(app, customer.email)).json()).toEqual(ANSWER);
    }
    await jobsIdle(app);
    expect(smtp.received.filter((mail) => mail.to.includes(customer.email))).toHaveLength(3);
  });

  it('is limited to 5 requests per 15 minutes from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await forgot(app, `someone${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const response = await forgot(app, 'someone@example.com', ip);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(
      'Too many requests. Please try again in 15 minutes.',
    );
  });

  it('still answers 200 when the mail cannot be sent, and keeps the job to try again', async () => {
    const broken = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1', publicUrl: PUBLIC_URL });
    try {
      const customer = await registerCustomer(broken);
      const response = await forgot(broken, customer.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ANSWER);
      const job = async () => {
        const { rows } = await rawQuery(broken.db)(
          `select state, output from pgboss.job where name = 'password-reset-mail'`,
        );
        return rows as { state: string; output: { message?: string } | null }[];
      };
      await until(async () => (await job())[0]?.state === 'retry');
      const [retrying] = await job();
      expect(retrying!.output?.message).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });
});

describe('password reset by e-mail (default outbox)', () => {
  it('writes the mail as an .eml file under DATA_DIR/mail', async () => {
    const app = await buildTestApp({ publicUrl: PUBLIC_URL });
    try {
      const customer = await registerCustomer(app);
      await forgot(app, customer.email);
      await forgot(app, customer.email);
      await jobsIdle(app);
      const dir = path.join(app.config.dataDir, 'mail');
      const files = await readdir(dir);
      expect(files).toHaveLength(2);
      for (const file of files)
        expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-[0-9a-f]{8}\.eml$/);
      // Named so that sorting by name sorts by time: the later file holds the link that works.
      const newest = [...files].sort().at(-1)!;
      const mail = readMail(await readFile(path.join(dir, newest), 'utf8'));
      expect(mail.headers.to).toBe(customer.email);
      expect(mail.headers.subject).toBe('Reset your Backlit Shop password');
      expect((await reset(app, tokenFromLink(mail.text), OTHER_STRONG_PASSWORD)).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});
