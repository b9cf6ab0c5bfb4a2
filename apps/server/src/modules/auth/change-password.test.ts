import { ApiErrorSchema } from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  browserWrite,
  loginRequest,
  OTHER_STRONG_PASSWORD,
  registerCustomer,
  signIn,
  STRONG_PASSWORD,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';

describe('POST /api/change-password', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const change = (account: SignedIn, current_password: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password, password },
      headers: bearer(account.token),
    });
  const signedIn = async (account: SignedIn) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/checkingAuthenticated',
        headers: bearer(account.token),
      })
    ).statusCode === 200;

  function validationErrors(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(422);
    return ApiErrorSchema.parse(response.json()).validation_errors ?? {};
  }

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password: STRONG_PASSWORD, password: OTHER_STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password on current_password', async () => {
    const customer = await registerCustomer(app);
    expect(
      validationErrors(await change(customer, 'Not-The-Password-9', OTHER_STRONG_PASSWORD)),
    ).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    await signIn(app, customer.email, STRONG_PASSWORD);
  });

  it('refuses a weak or unchanged new password on password', async () => {
    const customer = await registerCustomer(app);
    expect(
      Object.keys(validationErrors(await change(customer, STRONG_PASSWORD, 'Password123'))),
    ).toEqual(['password']);
    expect(validationErrors(await change(customer, STRONG_PASSWORD, STRONG_PASSWORD))).toEqual({
      password: ['The new password must be different from the current one.'],
    });
  });

  it('sets the new password and signs out every other session, keeping this one', async () => {
    const customer = await registerCustomer(app);
    const phone = await signIn(app, customer.email, STRONG_PASSWORD, true);
    const laptop = await signIn(app, customer.email, STRONG_PASSWORD);

    const response = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password: STRONG_PASSWORD, password: OTHER_STRONG_PASSWORD },
      ...browserWrite(laptop),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, message: expect.any(String) });

    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(customer)).toBe(false);
    expect(
      (await loginRequest(app, { email: customer.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(app, customer.email, OTHER_STRONG_PASSWORD);
  });
});
