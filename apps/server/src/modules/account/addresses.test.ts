import {
  ADDRESSES_FULL_MESSAGE,
  ADDRESSES_MAX,
  AddressListResponseSchema,
  AddressResponseSchema,
  ApiErrorSchema,
  CheckoutSummarySchema,
  type AddressRequest,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { addresses } from '../../db/schema';
import {
  bearer,
  browserWrite,
  NO_ADDRESS,
  registerCustomer,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { TORONTO_ADDRESS } from '../../test/checkout';

const HOME: AddressRequest = {
  label: 'Home',
  firstname: 'Grace',
  lastname: 'Hopper',
  companyname: 'Navy Displays',
  streetaddress: '12 Harbour Rd',
  streetaddressoptional: 'Unit 4',
  city: 'Arlington',
  state_contry: 'va',
  zip: '22201',
  country: 'us',
  phone: '+1 703 555 0199',
};
const OFFICE = TORONTO_ADDRESS;

describe('address book /api/account/addresses', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const list = async (account: SignedIn) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/addresses',
      headers: bearer(account.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return AddressListResponseSchema.parse(response.json()).addresses;
  };
  const save = (account: SignedIn, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: bearer(account.token),
      payload: payload as object,
    });
  const saved = async (account: SignedIn, payload: AddressRequest) => {
    const response = await save(account, payload);
    expect(response.statusCode, response.body).toBe(201);
    return AddressResponseSchema.parse(response.json()).address;
  };
  const call = (
    account: SignedIn,
    method: 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['PUT', '/api/account/addresses/1'],
      ['DELETE', '/api/account/addresses/1'],
      ['POST', '/api/account/addresses/1/default'],
    ] as const) {
      const response = await app.inject({ method, url, payload: HOME });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves with the checkout rules: normalised codes, first one default, the rest not', async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    const home = await saved(customer, HOME);
    expect(home).toMatchObject({
      label: 'Home',
      state_contry: 'VA',
      country: 'US',
      is_default: true,
    });
    const office = await saved(customer, OFFICE);
    expect(office).toMatchObject({ label: null, companyname: null, is_default: false });
    expect((await list(customer)).map((address) => address.id)).toEqual([home.id, office.id]);
  });

  it('answers 422 with per-field messages from the checkout billing rules', async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    const response = await save(customer, { ...HOME, country: 'FR', firstname: ' ', zip: '1' });
    expect(response.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(response.json()).validation_errors).toEqual({
      firstname: ['The first name is required.'],
      country: ['We ship only to the USA and Canada.'],
    });
    const badZip = await save(customer, { ...HOME, zip: 'K1A 0B1', state_contry: 'ON' });
    expect(ApiErrorSchema.parse(badZip.json()).validation_errors).toEqual({
      state_contry: ['Choose a state from the list.'],
      zip: ['Enter a valid ZIP code, e.g. 30318 or 30318-1234.'],
    });
    const unknownField = await save(customer, { ...HOME, is_default: true });
    expect(unknownField.statusCode).toBe(422);
    expect(await list(customer)).toEqual([]);
  });

  it('edits, makes default (only one) and promotes another when the default is deleted', async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    const home = await saved(customer, HOME);
    const office = await saved(customer, OFFICE);
    const third = await saved(customer, { ...OFFICE, label: 'Warehouse', city: 'Ottawa' });

    const edited = await call(customer, 'PUT', `/api/account/addresses/${office.id}`, {
      ...OFFICE,
      label: 'Office',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(AddressResponseSchema.parse(edited.json()).address).toMatchObject({
      label: 'Office',
      is_default: false,
    });

    const made = await call(customer, 'POST', `/api/account/addresses/${office.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    let now = await list(customer);
    expect(now.filter((address) => address.is_default).map((address) => address.id)).toEqual([
      office.id,
    ]);
    expect(now[0]!.id).toBe(office.id);

    expect((await call(customer, 'DELETE', `/api/account/addresses/${office.id}`)).statusCode).toBe(
      200,
    );
    now = await list(customer);
    expect(now.map((address) => [address.id, address.is_default])).toEqual([
      [home.id, true],
      [third.id, false],
    ]);
  });

  it('keeps at most one default in the database itself', async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    const home = await saved(customer, HOME);
    const userId = (await app.db.select().from(addresses)).find(
      (row) => row.id === home.id,
    )!.userId;
    await expect(
      app.db.insert(addresses).values({
        userId,
        firstName: 'X',
        lastName: 'Y',
        address: '1 A St',
        city: 'B',
        state: 'GA',
        postcode: '30318',
        country: 'US',
        phone: '4045550100',
        isDefault: true,
      }),
    ).rejects.toThrow();
  });

  it('makes exactly one default when the first addresses arrive at once', async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    const answers = await Promise.all([save(customer, HOME), save(customer, OFFICE)]);
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201]);
    expect((await list(customer)).filter((address) => address.is_default)).toHaveLength(1);
  });

  it(`refuses more than ${ADDRESSES_MAX} addresses with a 422 that says so`, async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    for (let i = 0; i < ADDRESSES_MAX; i++) await saved(customer, { ...HOME, label: `A${i}` });
    const response = await save(customer, OFFICE);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: ADDRESSES_FULL_MESSAGE });
    expect(await list(customer)).toHaveLength(ADDRESSES_MAX);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await registerCustomer(app, NO_ADDRESS);
    const other = await registerCustomer(app, NO_ADDRESS);
    const home = await saved(owner, HOME);
    for (const [method, url, payload] of [
      ['PUT', `/api/account/addresses/${home.id}`, OFFICE],
      ['DELETE', `/api/account/addresses/${home.id}`, undefined],
      ['POST', `/api/account/addresses/${home.id}/default`, undefined],
    ] as const) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([home]);
    expect((await call(owner, 'DELETE', '/api/account/addresses/99999999')).statusCode).toBe(404);
  });

  it('accepts browser writes with the CSRF token and refuses them without', async () => {
    const customer = await registerCustomer(app, NO_ADDRESS);
    const withToken = await app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      payload: HOME,
      ...browserWrite(customer),
    });
    expect(withToken.statusCode, withToken.body).toBe(201);
    const withoutToken = await app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      payload: OFFICE,
      cookies: customer.cookies,
    });
    expect(withoutToken.statusCode).toBe(403);
  });

  it('pre-fills checkout with the default address, and the profile without one', async () => {
    // The address given at sign-up is the book's first entry; without it, the profile still has it.
    const customer = await registerCustomer(app);
    const [first] = await list(customer);
    expect(first).toMatchObject({ streetaddress: '1 Main St', is_default: true });
    expect((await call(customer, 'DELETE', `/api/account/addresses/${first!.id}`)).statusCode).toBe(
      200,
    );
    const summary = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/checkout',
        headers: bearer(customer.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return CheckoutSummarySchema.parse(response.json()).billing;
    };
    expect(await summary()).toMatchObject({ streetaddress: '1 Main St', zip: '30318' });
    await saved(customer, HOME);
    const office = await saved(customer, OFFICE);
    await call(customer, 'POST', `/api/account/addresses/${office.id}/default`);
    expect(await summary()).toEqual({
      firstname: 'Grace',
      lastname: 'Hopper',
      companyname: '',
      country: 'CA',
      streetaddress: '100 Queen St W',
      streetaddressoptional: '',
      city: 'Toronto',
      state_contry: 'ON',
      zip: 'M5H 2N2',
      phone: '416 555 0100',
      email: customer.email,
    });
  });
});
