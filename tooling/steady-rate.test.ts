import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { steadyRate } from '../scripts/bench-support.mjs';

// The catalogue benchmark checks its latency targets at a steady rate of requests, each timed
// from when it was due: a server that stalls must be charged for the requests that came due
// meanwhile, not only for the few it was holding, or the figure hides the stall.

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server answering 200 at once (404 under /missing), or after `delayMs`. */
async function serve(delayMs = 0): Promise<string> {
  server = createServer((request, response) => {
    setTimeout(() => {
      response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
      response.end('ok');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Blocks this process, the server's and the load's event loop alike, for `ms`. */
function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('steadyRate', () => {
  // The margins leave room for a busy machine, which delays any timer and answer by tens of
  // milliseconds, while still telling a sender that halves or exceeds the rate, or that times a
  // request from when it was sent rather than when it was due.
  it('keeps the rate and answers every request, counting the ones not answered 200', async () => {
    const url = await serve();
    let i = 0;
    const result = await steadyRate({
      url,
      nextPath: () => (i++ % 10 === 0 ? '/missing' : '/found'),
      rate: 200,
      seconds: 1,
      connections: 5,
    });
    expect(result.requests.average).toBeGreaterThan(140);
    expect(result.requests.average).toBeLessThan(210);
    expect(result.non2xx).toBe(20);
    expect(result.errors).toBe(0);
    expect(result.latency.p50).toBeLessThan(60);
  });

  it('charges a stall to every request that came due during it', async () => {
    const url = await serve();
    setTimeout(() => stall(400), 300);
    const result = await steadyRate({
      url,
      nextPath: () => '/',
      rate: 200,
      seconds: 1.2,
      connections: 50,
    });
    // 80 of the 240 requests came due during the stall and waited up to 400 ms for it; the tenth
    // that waited longest came due in its first 120 ms.
    expect(result.latency.p90).toBeGreaterThan(200);
    expect(result.latency.max).toBeGreaterThanOrEqual(350);
    expect(result.latency.p50).toBeLessThan(150);
  });

  it('charges the wait for a free connection when the server is slower than the rate', async () => {
    // Two connections answered in 50 ms each carry 40 requests a second, not the 100 asked for:
    // the last of 30 requests is due at 0.29 s and answered at about 0.75 s.
    const url = await serve(50);
    const result = await steadyRate({
      url,
      nextPath: () => '/',
      rate: 100,
      seconds: 0.3,
      connections: 2,
    });
    expect(result.latency.max).toBeGreaterThan(350);
    expect(result.requests.average).toBeLessThan(60);
  });
});
