import { isIPv6 } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify treats a bare
 * number as "trust nothing", since it cannot check who the nearest peer is. That is the operator's
 * job with a hop count (the shop must not be reachable except through its proxies); a list of
 * proxy addresses needs no such care and is what the README recommends.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * The address a per-client limit counts by. An IPv6 client is usually given a whole /64, so its
 * other 2^64 addresses must not count as other clients: they share the /64 prefix as their key.
 * IPv4 addresses (and IPv4-mapped IPv6 ones) are their own key.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` filled in, zone id dropped. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    (group.replace(/^0+(?=.)/, '') || '0').toLowerCase(),
  );
}
