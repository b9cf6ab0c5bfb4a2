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
