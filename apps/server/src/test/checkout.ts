import type { AddressRequest } from '@backlit/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { bearer, type SignedIn } from './accounts';

/** Billing details that pass every check (a US address). */
export const BILLING = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  companyname: 'Analytical Engines',
  country: 'US',
  streetaddress: '1455 Northside Dr NW',
  city: 'Atlanta',
  state_contry: 'GA',
  zip: '30318',
  phone: '+1 404-555-0134',
  email: 'ada@example.com',
  ordernotes: 'Please deliver to the loading dock.',
};

/** The region of BILLING, as a payment names it. */
export const BILLING_REGION = { country: BILLING.country, state: BILLING.state_contry };

/** An address-book entry in Canada that passes every check. */
export const TORONTO_ADDRESS: AddressRequest = {
  firstname: 'Grace',
  lastname: 'Hopper',
  streetaddress: '100 Queen St W',
  city: 'Toronto',
  state_contry: 'ON',
  zip: 'M5H 2N2',
  country: 'CA',
  phone: '416 555 0100',
};

/** Ontario's 13 % HST, on shipping too, as a row of the staff's tax table. */
export const ONTARIO_HST = {
  country: 'CA',
  region: 'ON',
  collect: true,
  shipping_taxable: true,
  components: [{ name: 'HST', rate: '13' }],
};

/** Staff save a settings page (PUT `url` with `payload`), expecting it taken. */
async function saveSettings(app: App, staff: SignedIn, url: string, payload: object) {
  const response = await app.inject({ method: 'PUT', url, headers: bearer(staff.token), payload });
  expect(response.statusCode, response.body).toBe(200);
}

/** Staff replace the tax table with these regions' rows: the shop collects nowhere else. */
export function saveTaxTable(app: App, staff: SignedIn, regions: unknown[]): Promise<void> {
  return saveSettings(app, staff, '/api/admin/settings/tax', { regions });
}

/** Staff replace the shipping zones (with their methods): none ships nothing at a price. */
export function saveShippingZones(app: App, staff: SignedIn, zones: unknown[]): Promise<void> {
  return saveSettings(app, staff, '/api/admin/settings/shipping', { zones });
}
