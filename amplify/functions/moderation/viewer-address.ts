import { quotaAddressOf } from '../../data/moderation/quota-address';

/**
 * The address a guest's request came from, on AWS: what the visitor quotas key a guest by (a
 * signed-in caller is keyed by their account). AppSync is reached through CloudFront, which
 * appends the address it was connected from to X-Forwarded-For, and the edge's own address after
 * it: `viewer, edge` (an AppSync event's headers read `68.100.102.141, 130.176.134.152`). What a
 * visitor sends in the header themselves comes before both (`anything, viewer, edge`), so the
 * viewer is the second entry from the right, never the first: taking the first, a script naming a
 * new address with each request had a fresh quota each time. AppSync's `identity.sourceIp` is no
 * better (it lists the header's entries first) and is absent for API-key callers. An IPv6 viewer
 * is answered as their /64, as the local backend keys them (quota-address.ts).
 */
export function viewerAddressOf(forwardedFor: string | undefined): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  // One entry: no edge in front (AppSync called directly); its connection's address is all there is.
  return quotaAddressOf(hops.at(hops.length >= 2 ? -2 : -1) ?? 'unknown');
}
