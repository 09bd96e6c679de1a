import net from 'node:net';

/**
 * Who the client is (decision 082). Express takes the client's address from X-Forwarded-For only
 * across the proxies of TRUST_PROXY (`trustedProxies`); per-address limits count that address as
 * `addressForLimits` says.
 */

/** Loopback only: a proxy on the same machine, and the benches and tests that speak for clients. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1/8', '::1/128'];

/**
 * TRUST_PROXY: addresses or CIDR ranges, comma-separated, of the proxies in front of the API;
 * unset, loopback only. Anything else is a problem naming the entry.
 */
export function trustedProxies(raw: string | undefined): {
  proxies: readonly string[];
  problems: string[];
} {
  if (raw === undefined) return { proxies: DEFAULT_TRUSTED_PROXIES, problems: [] };
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (!bad.length) return { proxies: entries, problems: [] };
  return {
    proxies: DEFAULT_TRUSTED_PROXIES,
    problems: [
      `TRUST_PROXY must be the addresses or CIDR ranges of the proxies in front of the API, comma-separated (10.0.0.5, 172.30.80.0/24, fd00::/8), got ${bad.map((entry) => `"${entry}"`).join(', ')}`,
    ],
  };
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const kind = net.isIP(address);
  if (!kind || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

/**
 * The address a per-address limit counts: an IPv4 address as it is (also written as IPv6,
 * ::ffff:a.b.c.d), an IPv6 address by its /64, the network one home or phone is given, whose
 * 2^64 addresses its owner may use in turn.
 */
export function addressForLimits(ip: string): string {
  if (!net.isIPv6(ip.split('%')[0])) return ip;
  const groups = ipv6Groups(ip.split('%')[0]);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const words = (part: string | undefined) => (part ? part.split(':') : []);
  const zeros =
    tail === undefined ? [] : Array<string>(8 - words(head).length - words(tail).length).fill('0');
  return [...words(head), ...zeros, ...words(tail)].map((g) => parseInt(g, 16));
}
