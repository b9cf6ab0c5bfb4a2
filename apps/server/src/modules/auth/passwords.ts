import { randomBytes } from 'node:crypto';
import { passwordStrength } from '@backlit/domain/password-strength';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * Spelled out so that a change of library defaults cannot weaken new hashes unnoticed.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash nobody knows the password of, so that signing in with an
 * unknown e-mail takes as long as with a known one and timing does not reveal which it was.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The person's own details a password must not be built from. */
export interface PasswordOwner {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/** Why `password` is too easy to guess for this person; undefined when it is strong enough. */
export function weakPasswordReasons(password: string, owner: PasswordOwner): string[] | undefined {
  const strength = passwordStrength(password, [
    owner.firstName,
    owner.lastName,
    owner.username,
    owner.email,
  ]);
  return strength.acceptable ? undefined : strength.reasons;
}
