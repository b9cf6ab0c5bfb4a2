import {
  AddressListResponseSchema,
  ApiErrorSchema,
  AuthSuccessSchema,
  CheckAuthResponseSchema,
  RegisterRequestSchema,
  type RegisterRequest,
} from '@backlit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  bearer,
  customerFields,
  registerCustomer,
  registerRequest,
  signIn,
  STRONG_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { AuthRepository } from './auth.repository';
import { hashPassword, usePasswordHashCost } from './passwords';
import { profileColumns } from './profile-fields';

async function validationErrors(app: App, body: unknown) {
  const response = await registerRequest(app, body);
  expect(response.statusCode, response.body).toBe(422);
  const error = ApiErrorSchema.parse(response.json());
  expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.' });
  expect(response.cookies).toEqual([]);
  return error.validation_errors ?? {};
}

function without(field: keyof RegisterRequest) {
  const fields: Partial<RegisterRequest> = customerFields();
  delete fields[field];
  return fields;
}

describe('POST /api/register', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates a customer, signs it in at once and answers the published fields', async () => {
    const fields = customerFields();
    // The shop's own hashing settings, which the suite otherwise trades for speed.
    usePasswordHashCost('owasp');
    const response = await registerRequest(app, fields).finally(() =>
      usePasswordHashCost('cheapest'),
    );
    expect(response.statusCode).toBe(200);
    const body = AuthSuccessSchema.parse(response.json());
    expect(body).toEqual({
      status: 200,
      message: 'Registered successfully.',
      token: expect.stringMatching(/^[\w-]{43}$/),
      username: fields.username,
      role_as: 0,
    });

    const check = await app.inject({
      method: 'GET',
      url: '/api/checkingAuthenticated',
      headers: bearer(body.token),
    });
    expect(check.statusCode).toBe(200);
    expect(CheckAuthResponseSchema.parse(check.json()).user).toMatchObject({
      username: fields.username,
      email: fields.email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      role_as: 0,
    });

    const [row] = await app.db.select().from(users).where(eq(users.username, fields.username));
    expect(row).toMatchObject({
      roleAs: 0,
      companyName: 'Analytical Engines',
      address2: 'Suite 2',
      state: 'GA',
      country: 'US',
      affiliations: { GIGA: true, EDPA: false, ASI: false },
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('accepts the optional fields left out, and stores e-mail lower-case, country upper-case', async () => {
    const fields = customerFields({ email: 'Grace.Hopper@Example.COM', country: 'ca' });
    delete fields.companyname;
    delete fields.address2;
    delete fields.state;
    delete fields.affiliations;
    const response = await registerRequest(app, fields);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.username, fields.username));
    expect(row).toMatchObject({
      email: 'grace.hopper@example.com',
      country: 'CA',
      companyName: null,
      address2: null,
      state: null,
      affiliations: { GIGA: false, EDPA: false, ASI: false },
    });
    // Signing in works whatever the case the e-mail is typed in.
    await expect(signIn(app, 'GRACE.hopper@example.com', STRONG_PASSWORD)).resolves.toMatchObject({
      username: fields.username,
    });
  });

  it.each([
    ['firstname', without('firstname'), 'The first name is required.'],
    ['firstname', customerFields({ firstname: '   ' }), 'The first name is required.'],
    ['lastname', without('lastname'), 'The last name is required.'],
    ['username', customerFields({ username: 'ab' }), 'The username must be at least 3 characters.'],
    [
      'username',
      customerFields({ username: 'a'.repeat(31) }),
      'The username may not be longer than 30 characters.',
    ],
    [
      'username',
      customerFields({ username: 'ada lovelace' }),
      'The username may only contain letters, digits, dots, underscores and hyphens.',
    ],
    ['email', without('email'), 'The email is required.'],
    [
      'email',
      customerFields({ email: 'not-an-email' }),
      'The email must be a valid email address.',
    ],
    ['password', without('password'), 'The password is required.'],
    [
      'password',
      customerFields({ password: 'Sh0rt!x' }),
      'The password must be at least 8 characters.',
    ],
    [
      'password',
      customerFields({ password: `${STRONG_PASSWORD}-`.repeat(6) }),
      'The password may not be longer than 128 characters.',
    ],
    ['phone', without('phone'), 'Fill in the phone too, or leave the address out.'],
    [
      'phone',
      customerFields({ phone: 'call me maybe' }),
      'The phone may only contain digits, spaces and + ( ) - .',
    ],
    ['address', without('address'), 'Fill in the street address too, or leave the address out.'],
    ['city', without('city'), 'Fill in the city too, or leave the address out.'],
    ['codepostal', without('codepostal'), 'Fill in the postcode too, or leave the address out.'],
    ['country', without('country'), 'Fill in the country too, or leave the address out.'],
    ['country', customerFields({ country: 'USA' }), 'The country must be a two-letter ISO code.'],
    [
      'companyname',
      customerFields({ companyname: 'x'.repeat(101) }),
      'The company name may not be longer than 100 characters.',
    ],
    ['role_as', { ...customerFields(), role_as: 1 }, 'The role_as field is not allowed.'],
    [
      'password_confirmation',
      { ...customerFields(), password_confirmation: STRONG_PASSWORD },
      'The password_confirmation field is not allowed.',
    ],
    [
      'affiliations.GIGA',
      customerFields({ affiliations: { GIGA: 'yes' as unknown as boolean } }),
      expect.any(String),
    ],
    [
      'affiliations.OTHER',
      { ...customerFields(), affiliations: { GIGA: true, OTHER: true } },
      'The OTHER field is not allowed.',
    ],
  ])('refuses a bad %s with 422 on that field', async (field, body, message) => {
    const errors = await validationErrors(app, body);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual([message]);
  });

  it("refuses a guessable password such as 'Password123', saying why", async () => {
    const errors = await validationErrors(app, customerFields({ password: 'Password123' }));
    expect(Object.keys(errors)).toEqual(['password']);
    expect(errors.password!.length).toBeGreaterThan(0);
    expect(errors.password!.join(' ')).toMatch(/common/i);
  });

  it("refuses a password made of the person's own details", async () => {
    const fields = customerFields({ firstname: 'Zebulon', lastname: 'Quartermaine' });
    const errors = await validationErrors(app, {
      ...fields,
      password: `${fields.username}${fields.username}`,
    });
    expect(Object.keys(errors)).toEqual(['password']);
  });

  it('refuses an e-mail or username already taken, whatever its case', async () => {
    const first = await registerCustomer(app);
    let errors = await validationErrors(app, customerFields({ email: first.email.toUpperCase() }));
    expect(errors).toEqual({ email: ['The email has already been taken.'] });

    errors = await validationErrors(
      app,
      customerFields({ username: first.username.toUpperCase() }),
    );
    expect(errors).toEqual({ username: ['The username has already been taken.'] });

    // Every problem at once, so the form can show them all.
    errors = await validationErrors(
      app,
      customerFields({ email: first.email, username: first.username, password: 'Password123' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'username']);
  });

  it('reports a sign-up that lost the race for an e-mail or username like a taken one', async () => {
    // The check before the insert passed for both; the unique indexes still decide.
    const first = await registerCustomer(app);
    const repository = new AuthRepository(app.db);
    const fields = RegisterRequestSchema.parse(customerFields());
    const row = {
      ...profileColumns({ ...fields, username: fields.username! }),
      email: fields.email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
    };
    await expect(
      repository.insertUser({ ...row, email: first.email.toUpperCase() }),
    ).resolves.toEqual({ ok: false, taken: 'email' });
    await expect(
      repository.insertUser({ ...row, username: first.username.toUpperCase() }),
    ).resolves.toEqual({ ok: false, taken: 'username' });
  });

  it('is limited to 10 sign-ups an hour from one address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) {
      const response = await registerRequest(app, { nonsense: true }, ip);
      expect(response.statusCode).toBe(422);
    }
    const response = await registerRequest(app, customerFields(), ip);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again in 60 minutes.',
    });
    expect((await registerRequest(app, customerFields(), '192.0.2.11')).statusCode).toBe(200);
  });

  describe('the short form', () => {
    const addresses = async (token: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/account/addresses',
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return AddressListResponseSchema.parse(response.json()).addresses;
    };

    it('needs only the names, e-mail and password, and makes a username from the e-mail', async () => {
      const response = await registerRequest(app, {
        firstname: 'Grace',
        lastname: 'Hopper',
        email: 'grace.hopper+shows@example.com',
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = AuthSuccessSchema.parse(response.json());
      expect(body.username).toBe('grace.hoppershows');
      const [row] = await app.db.select().from(users).where(eq(users.username, body.username));
      expect(row).toMatchObject({
        email: 'grace.hopper+shows@example.com',
        phone: null,
        address: null,
        city: null,
        postcode: null,
        country: null,
        memberNumbers: {},
      });
      expect(await addresses(body.token)).toEqual([]);

      // The same local part again: the next free name, with a number.
      const again = await registerRequest(app, {
        firstname: 'Grace',
        lastname: 'Hopper',
        email: 'grace.hopper+shows@example.org',
        password: STRONG_PASSWORD,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(AuthSuccessSchema.parse(again.json()).username).toMatch(/^grace\.hoppershows\d{4}$/);
    });

    it('keeps association member numbers, and makes a whole address the first address-book entry', async () => {
      const fields = customerFields({
        affiliations: { GIGA: true, EDPA: false, ASI: true },
        member_numbers: { GIGA: ' G-1234 ', ASI: '', EDPA: undefined },
      });
      const response = await registerRequest(app, fields);
      expect(response.statusCode, response.body).toBe(200);
      const { token } = AuthSuccessSchema.parse(response.json());
      const [row] = await app.db.select().from(users).where(eq(users.username, fields.username));
      expect(row!.memberNumbers).toEqual({ GIGA: 'G-1234' });
      expect(await addresses(token)).toEqual([
        expect.objectContaining({
          firstname: 'Ada',
          lastname: 'Lovelace',
          companyname: 'Analytical Engines',
          streetaddress: '1 Main St',
          streetaddressoptional: 'Suite 2',
          city: 'Atlanta',
          state_contry: 'GA',
          zip: '30318',
          country: 'US',
          phone: '+1 404 555 0100',
          is_default: true,
        }),
      ]);
    });

    it('keeps an address the book cannot take (a country the shop does not ship to) in the profile only', async () => {
      const fields = customerFields({ country: 'DE', state: undefined, codepostal: '10115' });
      const response = await registerRequest(app, fields);
      expect(response.statusCode, response.body).toBe(200);
      const { token } = AuthSuccessSchema.parse(response.json());
      expect(await addresses(token)).toEqual([]);
      const [row] = await app.db.select().from(users).where(eq(users.username, fields.username));
      expect(row).toMatchObject({ country: 'DE', postcode: '10115' });
    });
  });
});
