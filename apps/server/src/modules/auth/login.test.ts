import {
  ApiErrorSchema,
  AuthSuccessSchema,
  LOGIN_LIMITS,
  SIGNED_IN_DEVICE_COOKIE,
  SIGNED_IN_DEVICE_DAYS,
} from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  loginRequest,
  nextIp,
  registerCustomer,
  signIn,
  signInStaff,
  STRONG_PASSWORD,
} from '../../test/accounts';
import { waitPhrase } from '../../platform/rate-limits';
import { buildTestApp } from '../../test/app';
import { accountUnderAttack } from './auth.routes';
import { usePasswordHashCost } from './passwords';

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
    // At the shop's own hashing settings: the suite's cheapest ones take no measurable time.
    usePasswordHashCost('owasp');
    onTestFinished(() => usePasswordHashCost('cheapest'));
    const customer = await registerCustomer(app);
    const time = async (email: string) => {
      const start = performance.now();
      await loginRequest(app, { email, password: 'Wrong-Password-1' });
      return performance.now() - start;
    };
    // Without the dummy hash, an unknown e-mail answers without any argon2 work at all.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(customer.email));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    // The fastest of each: other test files running beside this one only ever add time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it('refuses missing fields with 422 per field', async () => {
    const response = await loginRequest(app, { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(
      Object.keys(ApiErrorSchema.parse(response.json()).validation_errors ?? {}).sort(),
    ).toEqual(['email', 'password']);
  });

  describe('wrong passwords', () => {
    const WRONG = 'Wrong-Password-1';
    const { accountAndIp } = LOGIN_LIMITS;

    async function fail(email: string, ip: string) {
      const response = await loginRequest(app, { email, password: WRONG }, ip);
      expect(response.statusCode, response.body).toBe(401);
    }

    function expectWaiting(response: LightMyRequestResponse, atMostSeconds: number) {
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(atMostSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many login attempts. Please try again in ${waitPhrase(retryAfter)}.`,
      });
      expect(response.cookies).toEqual([]);
    }

    it('past the account count, slow every new address down together, never the owner on a known device', async () => {
      const owner = await registerCustomer(app);
      const ownerIp = nextIp();
      const laptop = await signIn(app, owner.email, STRONG_PASSWORD, false, ownerIp);
      const device = { [SIGNED_IN_DEVICE_COOKIE]: laptop.cookies[SIGNED_IN_DEVICE_COOKIE]! };

      // 40 wrong passwords, each from an address of its own.
      const answers: number[] = [];
      let slowed: LightMyRequestResponse | undefined;
      for (let i = 0; i < 40; i++) {
        const response = await loginRequest(app, { email: owner.email, password: WRONG }, nextIp());
        answers.push(response.statusCode);
        slowed ??= response.statusCode === 429 ? response : undefined;
      }
      const firstRefused = answers.indexOf(429) + 1;
      expect(firstRefused).toBeGreaterThan(0);
      expect(firstRefused).toBeLessThan(25);
      expect(answers.slice(0, LOGIN_LIMITS.account.points)).toEqual(
        Array(LOGIN_LIMITS.account.points).fill(401),
      );
      expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(
        LOGIN_LIMITS.account.points + 1,
      );
      const retryAfter = Number(slowed!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.slowdownSeconds);
      expect(ApiErrorSchema.parse(slowed!.json()).message).toBe(
        accountUnderAttack(waitPhrase(retryAfter)),
      );

      // The owner, from the device that signed in before, gets in at home and elsewhere.
      for (const ip of [ownerIp, nextIp()]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: owner.email, password: STRONG_PASSWORD },
          cookies: device,
          remoteAddress: ip,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      // A device new to the account waits, right password or not, and is told of the other ways in.
      const fresh = await loginRequest(app, { email: owner.email, password: STRONG_PASSWORD });
      expect(fresh.statusCode).toBe(429);
      expect(ApiErrorSchema.parse(fresh.json()).message).toContain(
        'sign in from a device you have used before, or reset your password by e-mail ("Lost your password?")',
      );
      // Neither another account's device cookie nor one made up without the signature is a key.
      const stranger = await registerCustomer(app);
      const [ownerId, deviceId] = device[SIGNED_IN_DEVICE_COOKIE].split('.');
      for (const value of [
        stranger.cookies[SIGNED_IN_DEVICE_COOKIE]!,
        `${ownerId}.${deviceId}`,
        `${ownerId}.${deviceId}.forged`,
      ]) {
        const refused = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: owner.email, password: STRONG_PASSWORD },
          cookies: { [SIGNED_IN_DEVICE_COOKIE]: value },
          remoteAddress: nextIp(),
        });
        expect(refused.statusCode).toBe(429);
      }
    });

    it('mark the signing-in browser with a signed, HttpOnly device cookie for sign-in only', async () => {
      const customer = await registerCustomer(app);
      const response = await loginRequest(app, {
        email: customer.email,
        password: STRONG_PASSWORD,
      });
      expect(response.cookies.find((c) => c.name === SIGNED_IN_DEVICE_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/login',
        maxAge: SIGNED_IN_DEVICE_DAYS * 24 * 60 * 60,
      });
    });

    it(`in a row from one address make that address wait for that account`, async () => {
      const victim = await registerCustomer(app);
      const ip = nextIp();
      for (let i = 0; i < accountAndIp.points; i++) await fail(victim.email, ip);
      // Even the right password waits, or a guess made while waiting would tell.
      expectWaiting(
        await loginRequest(app, { email: victim.email, password: STRONG_PASSWORD }, ip),
        accountAndIp.blockSeconds,
      );
      // The e-mail is compared as typed-in-any-case, like sign-in itself.
      expectWaiting(
        await loginRequest(app, { email: victim.email.toUpperCase(), password: WRONG }, ip),
        accountAndIp.blockSeconds,
      );
      // The owner elsewhere, and other accounts from that address, go on.
      expect(
        (await loginRequest(app, { email: victim.email, password: STRONG_PASSWORD })).statusCode,
      ).toBe(200);
      const other = await registerCustomer(app);
      expect(
        (await loginRequest(app, { email: other.email, password: STRONG_PASSWORD }, ip)).statusCode,
      ).toBe(200);
    });

    it('are forgotten for that address once the right password is given', async () => {
      const customer = await registerCustomer(app);
      const ip = nextIp();
      // Twice (fewer than the account-wide count): each time, the address may start afresh.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < accountAndIp.points - 1; i++) await fail(customer.email, ip);
        const response = await loginRequest(
          app,
          { email: customer.email, password: STRONG_PASSWORD },
          ip,
        );
        expect(response.statusCode).toBe(200);
      }
    });

    it('counts failures only: successful logins do not use up the allowance', async () => {
      const ip = nextIp();
      const customer = await registerCustomer(app);
      for (let i = 0; i < accountAndIp.points + 5; i++) {
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
