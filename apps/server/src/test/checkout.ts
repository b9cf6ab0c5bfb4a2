import type { AddressRequest } from '@backlit/domain';

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
