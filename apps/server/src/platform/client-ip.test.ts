import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import type { TrustProxy } from '../config';
import { clientKey } from './client-ip';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b::1', '2001:db8:a:b::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('the client address behind proxies', () => {
  const ipSeen = async (trustProxy: TrustProxy, remoteAddress: string, forwardedFor: string) => {
    const app = await buildTestApp({ trustProxy });
    try {
      app.get('/echo-ip', { config: { access: 'public' } }, async (request) => request.ip);
      const response = await app.inject({
        method: 'GET',
        url: '/echo-ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return response.body;
    } finally {
      await app.close();
    }
  };

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await ipSeen(false, '198.51.100.4', '203.0.113.1')).toBe('198.51.100.4');
  });

  it('takes the address the trusted hops saw, not what the client wrote before them', async () => {
    expect(await ipSeen(1, '10.0.0.2', '1.2.3.4, 203.0.113.1')).toBe('203.0.113.1');
    expect(await ipSeen(2, '10.0.0.2', '1.2.3.4, 203.0.113.1, 10.0.0.3')).toBe('203.0.113.1');
  });

  it('takes the right-most address that is not a trusted proxy', async () => {
    const proxies = ['10.0.0.0/8'];
    expect(await ipSeen(proxies, '10.0.0.2', '1.2.3.4, 203.0.113.1, 10.9.9.9')).toBe('203.0.113.1');
    // A client reaching the shop directly is not a proxy: what it writes is ignored.
    expect(await ipSeen(proxies, '198.51.100.4', '10.0.0.1')).toBe('198.51.100.4');
  });
});

describe('per-address limits behind a trusted proxy', () => {
  it('cannot be dodged with a forged X-Forwarded-For, nor shared by everyone behind it', async () => {
    const app = await buildTestApp({ trustProxy: 1 });
    try {
      const forgot = (forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: 'someone@example.com' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Five requests are allowed per address; each forges another address in front of its own.
      for (let i = 1; i <= 5; i++) {
        expect((await forgot(`192.0.2.${i}, 203.0.113.1`)).statusCode).toBe(200);
      }
      const forged = await forgot('192.0.2.99, 203.0.113.1');
      expect(forged.statusCode).toBe(429);
      expect(Number(forged.headers['retry-after'])).toBeGreaterThan(0);
      // Another customer behind the same proxy has an allowance of their own.
      expect((await forgot('203.0.113.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
