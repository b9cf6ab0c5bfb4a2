import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/app';
import { constraintViolation } from './constraint-violation';
import { users, wishlistItems } from './schema';

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  passwordHash: 'not-a-real-hash',
  phone: '+1 404 555 0100',
  address: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  postcode: '30318',
  country: 'US',
};

/** Real failed writes through Drizzle, so the driver's error shape is the one in use. */
describe('constraintViolation', () => {
  let app: App;
  let userId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    const [user] = await app.db.insert(users).values(customer).returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => app.close());

  const failure = (write: Promise<unknown>) =>
    write.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('names the unique index a write collided with', async () => {
    const error = await failure(
      app.db.insert(users).values({ ...customer, username: 'ada2', email: 'ADA@example.com' }),
    );
    expect(constraintViolation(error)).toEqual({
      kind: 'unique',
      constraint: 'users_email_lower_key',
    });
  });

  it('tells a missing referenced row', async () => {
    const error = await failure(
      app.db.insert(wishlistItems).values({ userId, productId: 2_000_000_000 }),
    );
    expect(constraintViolation(error)).toMatchObject({ kind: 'foreign-key' });
  });

  it('is undefined for any other failure', async () => {
    const error = await failure(app.db.execute(sql`select * from no_such_table`));
    expect(error).toBeInstanceOf(Error);
    expect(constraintViolation(error)).toBeUndefined();
    expect(constraintViolation('not an error')).toBeUndefined();
  });
});
