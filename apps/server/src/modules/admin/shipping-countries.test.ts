import { ShippingCountriesResponseSchema, type AddressRequest } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { expectRefused } from '../../test/cart';
import { TORONTO_ADDRESS } from '../../test/checkout';

/** The shipping countries: staff choose them in the settings; checkout and addresses obey. */

let app: App;
let staff: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
});
afterAll(() => app.close());

const TORONTO = TORONTO_ADDRESS;

async function shippingCountries() {
  const response = await app.inject({ method: 'GET', url: '/api/shipping-countries' });
  expect(response.statusCode, response.body).toBe(200);
  return ShippingCountriesResponseSchema.parse(response.json()).countries;
}

const choose = (who: SignedIn, countries: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings/shipping-countries',
    headers: bearer(who.token),
    payload: { countries },
  });

const saveAddress = (who: SignedIn, address: AddressRequest) =>
  app.inject({
    method: 'POST',
    url: '/api/account/addresses',
    headers: bearer(who.token),
    payload: address,
  });

describe('shipping countries', () => {
  it('are the USA and Canada until staff choose, for anyone to read', async () => {
    expect(await shippingCountries()).toEqual(['US', 'CA']);
  });

  it('narrowed by staff, refuse an address elsewhere by name, and widen again', async () => {
    const customer = await registerCustomer(app);
    const narrowed = await choose(staff, ['US']);
    expect(narrowed.json()).toEqual({ status: 200, countries: ['US'] });
    expect(await shippingCountries()).toEqual(['US']);

    const refused = expectRefused(await saveAddress(customer, TORONTO), 422);
    expect(refused.validation_errors).toEqual({ country: ['We ship only to the USA.'] });

    // Given in any order, kept in the shop's.
    expect((await choose(staff, ['CA', 'US'])).json()).toEqual({
      status: 200,
      countries: ['US', 'CA'],
    });
    expect((await saveAddress(customer, TORONTO)).statusCode).toBe(201);
  });

  it('refuse an empty or unknown choice, and anyone but staff', async () => {
    expect(expectRefused(await choose(staff, []), 422).validation_errors).toEqual({
      countries: ['Choose at least one country to ship to.'],
    });
    expect(expectRefused(await choose(staff, ['FR']), 422).validation_errors).toEqual({
      'countries.0': ['Choose the USA or Canada.'],
    });
    expectRefused(await choose(await registerCustomer(app), ['US']), 403);
    expect(await shippingCountries()).toEqual(['US', 'CA']);
  });
});
