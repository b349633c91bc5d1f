import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which address a request comes from, for what is counted per visitor (the moderation reports'
 * hourly quota, keyed by a hash of it). Behind a load balancer every request arrives from the
 * balancer, so its visitors would all count as one: the addresses in TRUSTED_PROXY_ADDRESSES (IPs
 * or CIDR ranges) are believed when they say, in X-Forwarded-For, whom they forwarded for. The
 * header is read from the right, past the trusted hops, so what a visitor writes into it
 * themselves (its left end) is never taken for their address.
 */
export type ClientAddressReader = (req: IncomingMessage) => string | undefined;

/** Addresses whose verdict is remembered at most (then all are forgotten): a few balancers and their hops. */
const MAX_REMEMBERED_VERDICTS = 1024;

export function createClientAddressReader(trustedProxies: readonly string[]): ClientAddressReader {
  const trusted = toBlockList(trustedProxies);
  // An address's verdict never changes, and BlockList.check (a native call and a SocketAddress
  // each time) was ~2 % of the main thread's samples in the peers bench's 64 KB row, which runs
  // behind a trusted proxy (issue 50).
  const verdicts = new Map<string, boolean>();
  const isTrusted = (address: string) => {
    let verdict = verdicts.get(address);
    if (verdict === undefined) {
      verdict = trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
      if (verdicts.size >= MAX_REMEMBERED_VERDICTS) verdicts.clear();
      verdicts.set(address, verdict);
    }
    return verdict;
  };
  return (req) => {
    const peer = plainAddress(req.socket.remoteAddress);
    if (peer === undefined || trustedProxies.length === 0 || !isTrusted(peer)) return peer;
    let nearest = peer;
    for (const hop of forwardedHops(req.headers['x-forwarded-for']).reverse()) {
      const address = plainAddress(hop);
      // Not an address: what a trusted hop passed on is unreadable from here, so the nearest one stands.
      if (address === undefined || isIP(address) === 0) return nearest;
      if (!isTrusted(address)) return address;
      nearest = address;
    }
    return nearest;
  };
}

/** TRUSTED_PROXY_ADDRESSES: comma-separated IPs or CIDR ranges; the entries it cannot read. */
export function unreadableProxyEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => {
    try {
      toBlockList([entry]);
      return false;
    } catch {
      return true;
    }
  });
}

function toBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) throw new Error(`not an IP address or CIDR range: ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
      if (!(prefix <= (family === 6 ? 128 : 32))) throw new Error(`not a CIDR range: ${entry}`);
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

function forwardedHops(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  // At most the last 32 hops: a longer header is a visitor's invention, and its end is what counts.
  return text.split(',').slice(-32).map((hop) => hop.trim()).filter(Boolean);
}

/** An IPv4 peer on a dual-stack socket is `::ffff:1.2.3.4`: the same visitor as `1.2.3.4`. */
function plainAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
