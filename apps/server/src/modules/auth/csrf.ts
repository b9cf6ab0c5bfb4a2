import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@backlit/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { REMEMBERED_SESSION_MS } from './sessions';

/** Methods that change nothing, so a forged cross-site request gains nothing by them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Sanctum-style double submit: the page's script reads this cookie and echoes it in a header,
 * which another site cannot do. It lives as long as a remembered session, so a browser that
 * restarts with its session cookie still has the matching token.
 */
export function csrfCookieOptions(config: Pick<Config, 'isProduction'>): CookieSerializeOptions {
  return {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
    maxAge: REMEMBERED_SESSION_MS / 1000,
  };
}

/** Whether the X-XSRF-TOKEN header equals the XSRF-TOKEN cookie (compared in constant time). */
export function csrfTokenMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  if (!cookie || typeof header !== 'string' || !header) return false;
  const expected = Buffer.from(cookie);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
