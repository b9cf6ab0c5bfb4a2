import { createHash, randomBytes } from 'node:crypto';
import { REMEMBERED_SESSION_DAYS, ROLE, SESSION_IDLE_HOURS, type Role } from '@backlit/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';
import type { AuthRepository, UserRow } from './auth.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const REMEMBERED_SESSION_MS = REMEMBERED_SESSION_DAYS * DAY_MS;
export const SESSION_IDLE_MS = SESSION_IDLE_HOURS * HOUR_MS;
/** A browser session's expiry slides with use, but is written at most this often. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** The signed-in person as routes see it; the role is read from the database on every request. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roleAs: Role;
  /** Whether the owner has proved they read the account's address (see `email_confirmed_at`). */
  emailConfirmed: boolean;
}

export interface AuthSession {
  id: number;
  remember: boolean;
}

/** 256 random bits, URL-safe: the only copy of a token is the one handed to the client. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** What is stored instead of a token: its SHA-256, hex. A hash of 256 random bits needs no salt. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roleAs: user.roleAs === ROLE.admin ? ROLE.admin : ROLE.customer,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

/** The session cookie: never readable by scripts, not sent on cross-site subrequests. */
export function sessionCookieOptions(
  config: Pick<Config, 'isProduction'>,
  remember = false,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
    // Without "remember me" the cookie ends with the browser (and the token after idling).
    ...(remember && { maxAge: REMEMBERED_SESSION_MS / 1000 }),
  };
}

/** Starting, finding and ending sessions. */
export class Sessions {
  constructor(
    private readonly repository: AuthRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(userId: number, remember: boolean): Promise<{ token: string; session: AuthSession }> {
    const { token, tokenHash } = newToken();
    const now = this.now();
    const lifetime = remember ? REMEMBERED_SESSION_MS : SESSION_IDLE_MS;
    const row = await this.repository.insertSession({
      userId,
      tokenHash,
      remember,
      now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    return { token, session: { id: row.id, remember: row.remember } };
  }

  /**
   * The live session a token belongs to, with its user; undefined for a forged, revoked or
   * expired token. Browser sessions slide: each use pushes the end SESSION_IDLE_HOURS further.
   */
  async resolve(token: string): Promise<{ user: AuthUser; session: AuthSession } | undefined> {
    const now = this.now();
    const found = await this.repository.findLiveSession(hashToken(token), now);
    if (!found) return undefined;
    const { session, user } = found;
    if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      const expiresAt = session.remember
        ? session.expiresAt
        : new Date(now.getTime() + SESSION_IDLE_MS);
      await this.repository.touchSession(session.id, now, expiresAt);
    }
    return { user: toAuthUser(user), session: { id: session.id, remember: session.remember } };
  }

  revoke(sessionId: number): Promise<void> {
    return this.repository.revokeSession(sessionId, this.now());
  }

  revokeAllOf(userId: number, exceptSessionId?: number): Promise<void> {
    return this.repository.revokeUserSessions(userId, this.now(), exceptSessionId);
  }
}
