import { randomBytes } from 'node:crypto';
import { SIGNED_IN_DEVICE_COOKIE, SIGNED_IN_DEVICE_DAYS } from '@backlit/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** What the device cookie says: the account it signed in to, and the device's own id. */
export interface SignedInDevice {
  userId: number;
  id: string;
}

const VALUE = /^(\d{1,10})\.([\w-]{22})$/;

/**
 * Signed, so it cannot be made up or moved to another account; HttpOnly, so no script reads it;
 * sent only to sign-in, the one place that asks for it.
 */
export function signedInDeviceCookieOptions(
  config: Pick<Config, 'isProduction'>,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/login',
    secure: config.isProduction,
    signed: true,
    maxAge: SIGNED_IN_DEVICE_DAYS * 24 * 60 * 60,
  };
}

/**
 * The device the request's cookie names, when its signature holds. Call after
 * `app.cookieSigner.ready()`.
 */
export function signedInDeviceOf(request: FastifyRequest): SignedInDevice | undefined {
  const raw = request.cookies[SIGNED_IN_DEVICE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  const match = valid && value !== null ? VALUE.exec(value) : null;
  return match ? { userId: Number(match[1]), id: match[2]! } : undefined;
}

/**
 * Marks the browser as one that has signed in to `userId` (its id kept if it already was), for
 * another SIGNED_IN_DEVICE_DAYS. Call after `app.cookieSigner.ready()`.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'isProduction'>,
  userId: number,
): void {
  const known = signedInDeviceOf(request);
  const id = known?.userId === userId ? known.id : randomBytes(16).toString('base64url');
  reply.setCookie(SIGNED_IN_DEVICE_COOKIE, `${userId}.${id}`, signedInDeviceCookieOptions(config));
}
