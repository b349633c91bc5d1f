import { slugOf } from '@/lib/slug';

/**
 * Address segments for personalities: the slug of the name, unless that slug is taken by another
 * personality (then the id, which is unique), or the name has no letters or digits to slug.
 * The record with the smallest id keeps a shared slug, so addresses do not move when others join.
 */
export function assignPersonalityPaths(records: readonly { id: string; name: string }[]): Map<string, string> {
  const byId = [...records].sort((a, b) => a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const paths = new Map<string, string>();
  for (const record of byId) {
    const slug = slugOf(record.name);
    const isFree = slug !== '' && !taken.has(slug) && !byId.some((other) => other.id === slug && other.id !== record.id);
    paths.set(record.id, isFree ? slug : record.id);
    if (isFree) taken.add(slug);
  }
  return paths;
}

export function personalityPathOf(personality: { pathSegment: string }): string {
  return `/personalities/${encodeURIComponent(personality.pathSegment)}`;
}
