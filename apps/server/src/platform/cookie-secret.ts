import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { cookieSecret } from '../db/schema';

/**
 * The secret that signs cookies when COOKIE_SECRET is not set: made at random by the first start
 * and kept in the database, so it survives restarts and every instance on that database signs
 * and checks with the same one. Instances starting at once all read the row written first.
 */
export async function sharedCookieSecret(db: Database): Promise<string> {
  await db
    .insert(cookieSecret)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: cookieSecret.secret }).from(cookieSecret).limit(1);
  return row!.secret;
}
