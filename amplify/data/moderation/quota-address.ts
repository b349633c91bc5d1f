import { isIP } from 'node:net';

/**
 * The part of a guest's address their visitor quotas count against, on both platforms (the local
 * backend's visitor key and the AWS function's). An IPv4 address is one visitor. An IPv6 address
 * is not: one subscriber is routinely given a whole /64, 2^64 addresses, so keyed whole a script
 * had an endless supply of fresh quotas; it is keyed by its /64, written out in full
 * (`2001:0db8:0000:0001::/64`). An IPv4-mapped address (`::ffff:1.2.3.4`) is the IPv4 visitor it
 * names. Anything that is not an address is kept as it is (e.g. 'unknown').
 */
export function quotaAddressOf(address: string): string {
  const text = address.trim();
  // A zone (fe80::1%eth0) names the server's own interface, not the visitor.
  const plain = text.includes('%') ? text.slice(0, text.indexOf('%')) : text;
  if (isIP(plain) !== 6) return text;
  const hextets = expandIpv6(plain);
  const isMappedIpv4 = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (isMappedIpv4) return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16).padStart(4, '0'))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (checked by isIP), `::` and a dotted IPv4 tail expanded. */
function expandIpv6(address: string): number[] {
  const toHextets = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  if (tail === undefined) return toHextets(head);
  const front = toHextets(head);
  const back = toHextets(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
