import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, RegisterRequestSchema } from './auth';

const valid = {
  firstname: 'Jane',
  lastname: 'Doe',
  username: 'jane_doe',
  email: ' Jane@Example.COM ',
  password: 'copper lantern drifts north 47',
  phone: '+1 404-555-0100',
  address: '1 Peachtree St',
  city: 'Atlanta',
  codepostal: '30303',
  country: 'us',
};

const fieldErrors = (input: unknown) => {
  const result = RegisterRequestSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('RegisterRequestSchema', () => {
  it('normalises e-mail, country and affiliations', () => {
    const parsed = RegisterRequestSchema.parse(valid);
    expect(parsed.email).toBe('jane@example.com');
    expect(parsed.country).toBe('US');
    expect(parsed.affiliations).toEqual({ GIGA: false, EDPA: false, ASI: false });
    expect(parsed.companyname).toBeUndefined();
  });

  it.each([
    ['username', 'ab'],
    ['username', 'a'.repeat(31)],
    ['username', 'jane doe'],
    ['email', 'not-an-email'],
    ['password', 'short'],
    ['password', 'x'.repeat(129)],
    ['country', 'USA'],
    ['firstname', '   '],
    ['phone', 'call me'],
  ])('refuses %s = %j', (field, value) => {
    expect(fieldErrors({ ...valid, [field]: value })).toHaveProperty(field);
  });

  it('refuses unknown fields', () => {
    expect(RegisterRequestSchema.safeParse({ ...valid, role_as: 1 }).success).toBe(false);
  });
});

describe('LoginRequestSchema', () => {
  it('lower-cases the e-mail and defaults remember to false', () => {
    expect(LoginRequestSchema.parse({ email: 'A@B.CO', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      remember: false,
    });
  });
});
