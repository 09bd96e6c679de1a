import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { BadInputError } from '../../errors';

/** The longest endpoint URL kept. */
export const WEBHOOK_URL_MAX = 2000;

/**
 * Addresses no production endpoint may reach (decision 104): loopback, private, link-local,
 * carrier-grade NAT, unique-local, unspecified, multicast, and IPv4 mapped into IPv6.
 */
const forbidden = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  forbidden.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (an IP) is one a production endpoint may not reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * An endpoint URL as registered: absolute http(s) with a host and no credentials; in production
 * https only, and not an address literal that is forbidden. Each fault: 400 naming `url`.
 */
export function parseEndpointUrl(value: unknown, production: boolean): string {
  if (typeof value !== 'string' || !value.trim())
    throw new BadInputError('url', 'Enter the URL to post events to.');
  const text = value.trim();
  if (text.length > WEBHOOK_URL_MAX)
    throw new BadInputError('url', `The URL must be at most ${WEBHOOK_URL_MAX} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadInputError('url', 'The URL is malformed: write it as https://host/path.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BadInputError('url', 'The URL must start with https://.');
  if (production && url.protocol !== 'https:')
    throw new BadInputError('url', 'The URL must use https.');
  if (url.username || url.password)
    throw new BadInputError('url', 'The URL must not carry a user name or password.');
  const host = hostOf(url);
  if (production && (host === 'localhost' || host.endsWith('.localhost') || isForbiddenIp(host)))
    throw new BadInputError('url', 'The URL must name a public host, not a private address.');
  url.hash = '';
  return url.toString();
}

/** A URL's host, IPv6 without its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

const isForbiddenIp = (host: string) => isIP(host) !== 0 && isForbiddenAddress(host);

/** Where a delivery connects: the address the host resolved to, checked (decision 104). */
export type ResolvedTarget = { address: string; family: 4 | 6 };

/**
 * Resolves the endpoint's host now, for one attempt. In production every address it resolves to
 * must be public (a name that points at a private address is refused, whatever it pointed at when
 * registered); the attempt then connects to the checked address, so a second lookup cannot change it.
 */
export async function resolveTarget(url: URL, production: boolean): Promise<ResolvedTarget> {
  const host = hostOf(url);
  const family = isIP(host);
  const addresses =
    family !== 0 ? [{ address: host, family }] : await lookup(host, { all: true, verbatim: true });
  if (!addresses.length) throw new Error(`${host} did not resolve`);
  if (production) {
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad) throw new Error(`refused: ${host} resolves to the non-public address ${bad.address}`);
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
