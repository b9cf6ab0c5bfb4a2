import { describe, expect, it } from 'vitest';
import { AddressRequestSchema, ProfileRequestSchema } from './account';
import { BillingDetailsSchema } from './checkout';

const ADDRESS = {
  firstname: 'Robin',
  lastname: 'Banks',
  streetaddress: '100 Queen St W',
  city: 'Toronto',
  state_contry: 'on',
  zip: 'M5H 2N2',
  country: 'ca',
  phone: '416 555 0100',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('AddressRequestSchema', () => {
  it('normalises codes like the checkout form and empties optional fields', () => {
    expect(AddressRequestSchema.parse({ ...ADDRESS, label: ' ', companyname: '' })).toEqual({
      ...ADDRESS,
      state_contry: 'ON',
      country: 'CA',
      label: undefined,
      companyname: undefined,
      streetaddressoptional: undefined,
    });
  });

  it('refuses what the checkout refuses, with the same messages', () => {
    for (const bad of [
      { country: 'FR' },
      { state_contry: 'GA' },
      { zip: '30318' },
      { phone: 'call me' },
      { firstname: '' },
    ]) {
      const address = messages(AddressRequestSchema.safeParse({ ...ADDRESS, ...bad }));
      const billing = messages(
        BillingDetailsSchema.safeParse({ ...ADDRESS, ...bad, email: 'robin@example.com' }),
      );
      expect(Object.keys(address)).not.toHaveLength(0);
      expect(address).toEqual(billing);
    }
  });

  it('refuses fields it does not know', () => {
    expect(AddressRequestSchema.safeParse({ ...ADDRESS, is_default: true }).success).toBe(false);
  });
});

describe('ProfileRequestSchema', () => {
  it('takes the registration fields but not the e-mail or the password', () => {
    const profile = {
      firstname: 'Ada',
      lastname: 'King',
      username: 'countess',
      phone: '+1 212 555 0101',
      address: '5 Broad St',
      city: 'New York',
      codepostal: '10004',
      country: 'us',
    };
    expect(ProfileRequestSchema.parse(profile)).toMatchObject({ country: 'US' });
    expect(ProfileRequestSchema.safeParse({ ...profile, email: 'a@example.com' }).success).toBe(
      false,
    );
    expect(ProfileRequestSchema.safeParse({ ...profile, password: 'x' }).success).toBe(false);
  });
});
