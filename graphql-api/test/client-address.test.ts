import http from 'node:http';
import { useTestApp } from './harness';

/**
 * Who the client is (decision 082): X-Forwarded-For counts only when the connection comes from a
 * proxy of TRUST_PROXY, and per-address limits count an IPv6 client by its /64. Here the trusted
 * proxy is 127.0.0.2; a client connecting from 127.0.0.1 is no proxy. The limit: 20 suggestions
 * an hour per address.
 */
const PROXY = '127.0.0.2';
const { t } = useTestApp({ env: { TRUST_PROXY: PROXY } });

/** POST /api/suggestions over a connection from `localAddress`, with these headers. */
function suggest(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ suggestion: `An idea from ${localAddress} ${Date.now()}` });
  return new Promise((resolve, reject) => {
    http
      .request(
        `${t.url.api}/api/suggestions`,
        {
          method: 'POST',
          localAddress,
          agent: false,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
      .on('error', reject)
      .end(body);
  });
}

/** Sends one suggestion per entry, in turn, and answers their statuses. */
async function suggestAll(localAddress: string, forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const header of forwardedFor)
    statuses.push(await suggest(localAddress, { 'x-forwarded-for': header }));
  return statuses;
}
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

describe('the client a limit counts', () => {
  test('from an address that is no trusted proxy, a forged X-Forwarded-For changes nothing', async () => {
    const forged = Array.from({ length: 21 }, (_, i) => `198.51.100.${i + 1}`);
    expect(await suggestAll('127.0.0.1', forged)).toEqual([...times(20, 201), 429]);
    expect(await suggest('127.0.0.1')).toBe(429);
  });

  test('from a trusted proxy, X-Forwarded-For names the client: its last address, the one the proxy added', async () => {
    expect(await suggestAll(PROXY, times(20, '203.0.113.1'))).toEqual(times(20, 201));
    // What the client wrote before the proxy added its address is not believed.
    expect(await suggestAll(PROXY, ['203.0.113.99, 203.0.113.1', '203.0.113.1'])).toEqual([
      429, 429,
    ]);
    expect(await suggestAll(PROXY, ['203.0.113.1, 203.0.113.2'])).toEqual([201]);
  });

  test('two IPv6 addresses of one /64 share a limit; the next /64 has its own', async () => {
    const sameNetwork = [
      ...times(10, '2001:db8:7:8::1'),
      ...times(9, '2001:db8:7:8:ffff:ffff:ffff:fffe'),
      '2001:0db8:0007:0008:0:0:0:abcd',
    ];
    expect(await suggestAll(PROXY, sameNetwork)).toEqual(times(20, 201));
    expect(await suggestAll(PROXY, ['2001:db8:7:8:1234::9'])).toEqual([429]);
    expect(await suggestAll(PROXY, ['2001:db8:7:9::1'])).toEqual([201]);
  });

  test('an IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address', async () => {
    expect(await suggestAll(PROXY, times(20, '::ffff:192.0.2.7'))).toEqual(times(20, 201));
    expect(await suggestAll(PROXY, ['192.0.2.7', '::ffff:c000:207'])).toEqual([429, 429]);
    expect(await suggestAll(PROXY, ['192.0.2.8'])).toEqual([201]);
  });
});
