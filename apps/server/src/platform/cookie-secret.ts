import { randomBytes } from 'node:crypto';
import { Signer, type UnsignResult } from '@fastify/cookie';
import type { Database } from '../db/client';
import { cookieSecret } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks cookies (the guest cart's); `ready()` before the first use. */
    cookieSigner: SharedCookieSigner;
  }
}

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

/**
 * The cookie plugin's signer, with the secret read from the database on first need rather than
 * at start: a shop whose database is down still starts and answers 503 until it is back. Only
 * the requests that use signed cookies wait for it (once per process).
 */
export class SharedCookieSigner {
  private signer: Signer | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    configured: string | undefined,
  ) {
    if (configured) this.signer = new Signer(configured);
  }

  /** Loads the shared secret if need be; a failed load is tried again by the next call. */
  async ready(): Promise<void> {
    if (this.signer) return;
    this.loading ??= sharedCookieSecret(this.db).then(
      (secret) => void (this.signer = new Signer(secret)),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    await this.loading;
  }

  sign(value: string): string {
    return this.loaded().sign(value);
  }

  unsign(input: string): UnsignResult {
    return this.loaded().unsign(input);
  }

  private loaded(): Signer {
    if (!this.signer) throw new Error('The cookie secret is used before ready() loaded it.');
    return this.signer;
  }
}
