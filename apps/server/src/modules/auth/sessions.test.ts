import { createHash } from 'node:crypto';
import {
  ApiErrorSchema,
  AUTH_COOKIE,
  REMEMBERED_SESSION_DAYS,
  SESSION_IDLE_HOURS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessions, users } from '../../db/schema';
import {
  bearer,
  browserWrite,
  loginRequest,
  registerCustomer,
  sessionCookieOnly,
  signIn,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, PRODUCTION_OVERRIDES } from '../../test/app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const HOUR_MS = 60 * 60 * 1000;

function cookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name);
}

function expectSignInNeeded(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(ApiErrorSchema.parse(response.json())).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    message: 'Please sign in to continue.',
  });
}

describe('sessions', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const check = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/checkingAuthenticated', headers, cookies });
  const sessionOf = async (token: string) => {
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    return row!;
  };

  it('stores only the SHA-256 of each token', async () => {
    const customer = await registerCustomer(app);
    const again = await signIn(app, customer.email, STRONG_PASSWORD, true);
    const rows = await app.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    for (const token of [customer.token, again.token]) {
      expect(stored).not.toContain(token);
      expect(rows.map((row) => row.tokenHash)).toContain(sha256(token));
    }
  });

  it('refuses a missing, empty or forged token with 401', async () => {
    expectSignInNeeded(await check());
    expectSignInNeeded(await check(bearer('forged-token-of-the-right-length-00000000000')));
    expectSignInNeeded(await check({ authorization: 'Bearer ' }));
    expectSignInNeeded(await check({}, { [AUTH_COOKIE]: 'forged' }));
  });

  it('uses the Bearer token first and the cookie otherwise; an empty Bearer counts as none', async () => {
    const customer = await registerCustomer(app);
    expect((await check(bearer(customer.token))).statusCode).toBe(200);
    expect((await check({}, sessionCookieOnly(customer))).statusCode).toBe(200);
    // A client that keeps its own token sends "Bearer " with nothing after it when it has none.
    expect(
      (await check({ authorization: 'Bearer ' }, sessionCookieOnly(customer))).statusCode,
    ).toBe(200);
    expectSignInNeeded(await check(bearer('forged'), sessionCookieOnly(customer)));
  });

  it('logout revokes the session: the token is refused afterwards', async () => {
    const customer = await registerCustomer(app);
    const other = await signIn(app, customer.email, STRONG_PASSWORD);
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'Logged out successfully.' });
    const cleared = cookie(response, AUTH_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect((await sessionOf(customer.token)).revokedAt).toBeInstanceOf(Date);

    expectSignInNeeded(await check(bearer(customer.token)));
    expectSignInNeeded(
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(customer.token) }),
    );
    // Only that session: the same person signed in elsewhere stays signed in.
    expect((await check(bearer(other.token))).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const customer = await registerCustomer(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(customer.token)));
    expectSignInNeeded(await check(bearer(customer.token)));
  });

  it('clears a dead session cookie instead of refusing it on every request', async () => {
    const response = await check({}, { [AUTH_COOKIE]: 'no-such-session' });
    expectSignInNeeded(response);
    expect(cookie(response, AUTH_COOKIE)?.maxAge).toBe(0);
  });

  it('"remember me" keeps the cookie and the session for 30 days', async () => {
    const customer = await registerCustomer(app);
    const before = Date.now();
    const response = await loginRequest(app, {
      email: customer.email,
      password: STRONG_PASSWORD,
      remember: true,
    });
    const session = cookie(response, AUTH_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBe(REMEMBERED_SESSION_DAYS * 24 * 60 * 60);
    expect(session.secure).toBeUndefined();
    const row = await sessionOf(session.value);
    expect(row.remember).toBe(true);
    const days = (row.expiresAt.getTime() - before) / (24 * HOUR_MS);
    expect(days).toBeCloseTo(REMEMBERED_SESSION_DAYS, 2);
  });

  it('without "remember me" the cookie ends with the browser and the token after 12 idle hours', async () => {
    const customer = await registerCustomer(app);
    const response = await loginRequest(app, { email: customer.email, password: STRONG_PASSWORD });
    const session = cookie(response, AUTH_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();
    const row = await sessionOf(session.value);
    expect(row.remember).toBe(false);
    const hours = (row.expiresAt.getTime() - row.lastUsedAt.getTime()) / HOUR_MS;
    expect(hours).toBeCloseTo(SESSION_IDLE_HOURS, 5);
  });

  it('slides a browser session with use, writing at most once a minute', async () => {
    const customer = await registerCustomer(app);
    const tokenHash = sha256(customer.token);
    const longAgo = new Date(Date.now() - 11 * HOUR_MS);
    const endsSoon = new Date(longAgo.getTime() + SESSION_IDLE_HOURS * HOUR_MS);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: longAgo, expiresAt: endsSoon })
      .where(eq(sessions.tokenHash, tokenHash));

    expect((await check(bearer(customer.token))).statusCode).toBe(200);
    const touched = await sessionOf(customer.token);
    expect(Date.now() - touched.lastUsedAt.getTime()).toBeLessThan(5000);
    expect(touched.expiresAt.getTime() - touched.lastUsedAt.getTime()).toBe(
      SESSION_IDLE_HOURS * HOUR_MS,
    );

    // Used again within the minute: nothing is written.
    expect((await check(bearer(customer.token))).statusCode).toBe(200);
    expect(await sessionOf(customer.token)).toEqual(touched);
  });

  it('does not extend a remembered session past its 30 days', async () => {
    const customer = await registerCustomer(app);
    const remembered = await signIn(app, customer.email, STRONG_PASSWORD, true);
    const end = (await sessionOf(remembered.token)).expiresAt;
    await app.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(sessions.tokenHash, sha256(remembered.token)));
    expect((await check(bearer(remembered.token))).statusCode).toBe(200);
    expect((await sessionOf(remembered.token)).expiresAt).toEqual(end);
  });

  it('reads the role from the database on every request', async () => {
    const customer = await registerCustomer(app);
    const response = await check(bearer(customer.token));
    expect(response.json().user.role_as).toBe(0);
    await app.db.update(users).set({ roleAs: 1 }).where(eq(users.username, customer.username));
    expect((await check(bearer(customer.token))).json().user.role_as).toBe(1);
  });
});

describe('CSRF protection of cookie-authenticated writes', () => {
  let app: App;
  let customer: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    customer = await registerCustomer(app);
  });
  afterAll(() => app.close());

  // Change-password with a wrong current password: reaching it (422) means the request got past
  // the CSRF check without changing anything.
  const write = (options: { headers?: Record<string, string>; cookies?: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password: 'not-it', password: 'Whatever-Else-42' },
      ...options,
    });

  function expectCsrfRefused(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      status: 403,
      code: 'NOT_ALLOWED',
      message: 'CSRF token mismatch. Reload the page and try again.',
    });
  }

  it('GET /sanctum/csrf-cookie sets a readable XSRF-TOKEN cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const xsrf = cookie(response, XSRF_COOKIE)!;
    expect(xsrf.value).toMatch(/^[\w-]{43}$/);
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf.httpOnly).toBeUndefined();
    expect(xsrf.secure).toBeUndefined();
    const again = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(cookie(again, XSRF_COOKIE)!.value).not.toBe(xsrf.value);
  });

  it('sign-in hands out an XSRF-TOKEN cookie when the client has none, and keeps one it has', async () => {
    expect(customer.cookies[XSRF_COOKIE]).toMatch(/^[\w-]{43}$/);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: STRONG_PASSWORD },
      cookies: { [XSRF_COOKIE]: 'existing' },
      remoteAddress: '198.51.100.7',
    });
    expect(response.statusCode).toBe(200);
    expect(cookie(response, XSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a write without the X-XSRF-TOKEN header', async () => {
    expectCsrfRefused(await write({ cookies: customer.cookies }));
  });

  it('refuses a write whose header does not match the cookie', async () => {
    expectCsrfRefused(
      await write({
        cookies: customer.cookies,
        headers: { [XSRF_HEADER]: `${customer.cookies[XSRF_COOKIE]!.slice(0, -1)}x` },
      }),
    );
    expectCsrfRefused(await write({ cookies: customer.cookies, headers: { [XSRF_HEADER]: 'a' } }));
    // A header with no cookie to match proves nothing.
    expectCsrfRefused(
      await write({
        cookies: sessionCookieOnly(customer),
        headers: { [XSRF_HEADER]: customer.cookies[XSRF_COOKIE]! },
      }),
    );
  });

  it('lets a write through with the matching header', async () => {
    const response = await write(browserWrite(customer));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().validation_errors)).toEqual(['current_password']);
  });

  it('does not ask Bearer-authenticated writes for it', async () => {
    const response = await write({ headers: bearer(customer.token) });
    expect(response.statusCode).toBe(422);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer((await signIn(app, customer.email, STRONG_PASSWORD)).token),
    });
    expect(logout.statusCode).toBe(200);
  });

  it('does not ask for it on reads', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/checkingAuthenticated',
      cookies: sessionCookieOnly(customer),
    });
    expect(response.statusCode).toBe(200);
  });

  it('logs out with the cookie and the header, as the web app does', async () => {
    const browser = await signIn(app, customer.email, STRONG_PASSWORD);
    expectCsrfRefused(
      await app.inject({ method: 'POST', url: '/api/logout', cookies: browser.cookies }),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      ...browserWrite(browser),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cookies in production', () => {
  it('are Secure', async () => {
    const app = await buildTestApp(PRODUCTION_OVERRIDES);
    try {
      const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(cookie(csrf, XSRF_COOKIE)?.secure).toBe(true);
      const customer = await registerCustomer(app);
      const response = await loginRequest(app, {
        email: customer.email,
        password: STRONG_PASSWORD,
      });
      expect(cookie(response, AUTH_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await app.close();
    }
  });
});
