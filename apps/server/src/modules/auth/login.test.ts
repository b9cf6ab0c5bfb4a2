import { ApiErrorSchema, AuthSuccessSchema, LOGIN_FAILURES_PER_MINUTE } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  loginRequest,
  nextIp,
  registerCustomer,
  signInStaff,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';

const REFUSED = {
  status: 401,
  code: 'UNAUTHORIZED',
  message: 'These credentials do not match our records.',
};

describe('POST /api/login', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers the published fields, and the token signs requests in', async () => {
    const customer = await registerCustomer(app);
    const response = await loginRequest(app, { email: customer.email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = AuthSuccessSchema.parse(response.json());
    expect(body).toEqual({
      status: 200,
      message: 'Logged in successfully.',
      token: expect.stringMatching(/^[\w-]{43}$/),
      username: customer.username,
      role_as: 0,
    });
    expect(body.token).not.toBe(customer.token);
    const check = await app.inject({
      method: 'GET',
      url: '/api/checkingAuthenticated',
      headers: bearer(body.token),
    });
    expect(check.statusCode).toBe(200);
  });

  it('answers role_as 1 for staff', async () => {
    const staff = await signInStaff(app);
    expect(staff.role_as).toBe(1);
  });

  it('refuses a wrong password and an unknown e-mail identically, without a token', async () => {
    const customer = await registerCustomer(app);
    const wrong = await loginRequest(app, { email: customer.email, password: 'Wrong-Password-1' });
    const unknown = await loginRequest(app, {
      email: 'nobody@example.com',
      password: STRONG_PASSWORD,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(REFUSED);
      expect(response.cookies).toEqual([]);
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const customer = await registerCustomer(app);
    const time = async (email: string) => {
      const start = performance.now();
      await loginRequest(app, { email, password: 'Wrong-Password-1' });
      return performance.now() - start;
    };
    // Without the dummy hash, an unknown e-mail answers without any argon2 work at all.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(customer.email));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses missing fields with 422 per field', async () => {
    const response = await loginRequest(app, { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(
      Object.keys(ApiErrorSchema.parse(response.json()).validation_errors ?? {}).sort(),
    ).toEqual(['email', 'password']);
  });

  describe(`after ${LOGIN_FAILURES_PER_MINUTE} failures in a minute`, () => {
    async function fail(email: string, ip: string) {
      const response = await loginRequest(app, { email, password: 'Wrong-Password-1' }, ip);
      expect(response.statusCode).toBe(401);
    }

    function expectThrottled(response: Awaited<ReturnType<typeof loginRequest>>) {
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many login attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      });
      expect(response.cookies).toEqual([]);
    }

    let victim: SignedIn;
    beforeAll(async () => {
      victim = await registerCustomer(app);
    });

    it('refuses the account from any address, even with the right password', async () => {
      for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) await fail(victim.email, nextIp());
      expectThrottled(
        await loginRequest(app, { email: victim.email, password: STRONG_PASSWORD }, nextIp()),
      );
      // The e-mail is compared as typed-in-any-case, like sign-in itself.
      expectThrottled(
        await loginRequest(app, { email: victim.email.toUpperCase(), password: STRONG_PASSWORD }),
      );
      // Other accounts are not affected.
      const other = await registerCustomer(app);
      const response = await loginRequest(app, { email: other.email, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(200);
    });

    it('refuses the address for every account, even with the right password', async () => {
      const ip = nextIp();
      for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) {
        await fail(`guess${i}@example.com`, ip);
      }
      const other = await registerCustomer(app);
      expectThrottled(
        await loginRequest(app, { email: other.email, password: STRONG_PASSWORD }, ip),
      );
      const elsewhere = await loginRequest(app, { email: other.email, password: STRONG_PASSWORD });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('counts failures only: successful logins do not use up the allowance', async () => {
      const ip = nextIp();
      const customer = await registerCustomer(app);
      for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE + 5; i++) {
        const response = await loginRequest(
          app,
          { email: customer.email, password: STRONG_PASSWORD },
          ip,
        );
        expect(response.statusCode).toBe(200);
      }
    });
  });

  it('stops a flood of login requests from one address (60 a minute)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i++) {
      // Malformed requests never reach the password check, yet count against the flood guard.
      const response = await loginRequest(app, { email: 'x', password: '' }, ip);
      expect(response.statusCode).toBe(422);
    }
    const response = await loginRequest(app, { email: 'x@example.com', password: 'x' }, ip);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(response.json()).message).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds?\.$/,
    );
  });
});
