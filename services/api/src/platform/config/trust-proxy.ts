import { BlockList, isIP } from 'node:net';
import { ConfigError } from './config-error';

// TRUST_PROXY: which proxies' X-Forwarded-For the API believes (a hop count or addresses/CIDRs),
// with the bounds that keep a client from naming its own address.

export type TrustProxy = false | number | string[];

/**
 * The most proxies a hop count may trust. A CDN, a load balancer and an ingress is the deepest chain
 * seen in practice; every hop trusted beyond the real chain is an X-Forwarded-For entry the client
 * writes itself, which then picks its own address for every per-address limit.
 */
export const TRUST_PROXY_MAX_HOPS = 3;
/**
 * The widest range TRUST_PROXY takes, per family. IPv4 /8 is the largest block one network holds
 * (10.0.0.0/8, a whole former class A); IPv6 /16 is wider than any one organisation's allocation
 * (an LIR gets a /32, a site's private ULA prefix is a /48) yet refuses ::/0, 2000::/3 (all of the
 * public internet) and fc00::/7. Anything wider spans networks nobody's proxies live in.
 */
const WIDEST_PREFIX = { 4: 8, 6: 16 } as const;
/** IPv4-mapped IPv6 addresses: proxy-addr reads ::ffff:0:0/96 as 0.0.0.0/0, so these take the IPv4 bound. */
const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

function trustProxyError(problem: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${problem}`);
}

/** The narrowest a range must be: IPv4-mapped IPv6 ranges (::ffff:a.b.c.d/n) count as IPv4, 96 bits on. */
function widestPrefix(family: number, address: string): number {
  if (family === 4) return WIDEST_PREFIX[4];
  return IPV4_MAPPED.check(address, 'ipv6') ? 96 + WIDEST_PREFIX[4] : WIDEST_PREFIX[6];
}

/** Why one TRUST_PROXY entry is refused (not an address or CIDR, or a catch-all range), or null. */
function proxyEntryProblem(entry: string): string | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  const prefix =
    prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (family === 0 || rest.length > 0 || !(prefix <= bits))
    return `${entry} is not an address or CIDR`;
  const widest = widestPrefix(family, address);
  if (prefix >= widest) return null;
  // 0.0.0.0/0, ::/0 and ::ffff:0:0/96 let every client name its own address; /1 to /7 nearly so.
  return `${entry} is wider than /${widest}: it would trust addresses that are not your proxies to name the client; list the proxies' addresses, or ranges of /${widest} or narrower`;
}

export function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > TRUST_PROXY_MAX_HOPS)
      throw trustProxyError(
        `${value} hops is more proxies than any deployment has: give the number in front of the API (at most ${TRUST_PROXY_MAX_HOPS}), or their addresses`,
      );
    return hops === 0 ? false : hops;
  }
  const proxies = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of proxies) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw trustProxyError(problem);
  }
  return proxies;
}
