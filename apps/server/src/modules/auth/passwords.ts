import { randomBytes } from 'node:crypto';
import { passwordStrength } from '@backlit/domain/password-strength';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * Spelled out so that a change of library defaults cannot weaken new hashes unnoticed.
 */
const OWASP_MINIMUM = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** argon2's cheapest settings: 8 KiB, 1 pass. For the test suite only. */
const CHEAPEST = { memoryCost: 8, timeCost: 1, parallelism: 1 };

let argon2Options = OWASP_MINIMUM;

/**
 * The test suite registers and signs in hundreds of accounts, each hash costing tens of
 * milliseconds of processor time that tests nothing: its setup hashes at the cheapest settings.
 * A hash names its own settings, so verifying reads either kind; nothing else calls this.
 */
export function usePasswordHashCost(cost: 'owasp' | 'cheapest'): void {
  argon2Options = cost === 'owasp' ? OWASP_MINIMUM : CHEAPEST;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a hash that cannot be read alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A hash nobody knows the password of, made at the settings new hashes are made at. */
let dummy: { options: typeof argon2Options; hash: Promise<string> } | undefined;

/**
 * Checks a password against a hash nobody knows the password of, so that signing in with an
 * unknown e-mail takes as long as with a known one and timing does not reveal which it was.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  if (dummy?.options !== argon2Options) {
    dummy = { options: argon2Options, hash: hashPassword(randomBytes(32).toString('base64url')) };
  }
  await verifyPassword(await dummy.hash, password);
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
