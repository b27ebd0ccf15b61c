import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Zulip sends outgoing webhooks through smokescreen, which refuses private and
 * otherwise internal destinations (answering 407). Here the refusal happens at
 * connect time, on the addresses the name resolved to, so a name that resolves
 * to an internal address (or changes between checks) cannot slip through.
 */
const DENIED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const DENIED_V6: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];

/** Raised instead of connecting to a refused address (reported as smokescreen's 407). */
export class DisallowedNetworkError extends Error {
  constructor(address: string) {
    super(`${address} is a private or disallowed network`);
    this.name = 'DisallowedNetworkError';
  }
}

/** Parses OUTGOING_WEBHOOK_ALLOWED_NETWORKS entries: `address` or `address/prefix`. Throws on a malformed one. */
export function parseNetworks(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      family === 0 ||
      rest.length > 0 ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (family === 6 ? 128 : 32) ||
      prefix === ''
    ) {
      throw new Error(`"${entry}" is not an IP address or CIDR network`);
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

const denied = new BlockList();
for (const [a, p] of DENIED_V4) denied.addSubnet(a, p, 'ipv4');
for (const [a, p] of DENIED_V6) denied.addSubnet(a, p, 'ipv6');

/** Whether connecting to `address` is refused; IPv4-mapped IPv6 addresses count as their IPv4 address. */
export function isDisallowed(address: string, allowed: BlockList): boolean {
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return denied.check(address, type) && !allowed.check(address, type);
}

/** The URL's host when it is an IP literal (Node connects to those without a lookup). */
export const literalAddress = (hostname: string): string | null => {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
};

/** A `lookup` for http.request that fails with DisallowedNetworkError when any resolved address is refused. */
export function guardedLookup(allowed: BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => isDisallowed(a.address, allowed));
      if (refused) return callback(new DisallowedNetworkError(refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      return callback(null, first.address, first.family);
    });
  };
}
