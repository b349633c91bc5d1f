import { isPublishedBrief, type Item, type ItemFilter } from './item-filters';

/** The public models contentCounts counts, the fields it reads of each, and what makes a record public (published briefs only). */
export const COUNTED = [
  { name: 'briefs', model: 'Brief', fields: ['id', 'status'], isPublic: isPublishedBrief },
  { name: 'profiles', model: 'Profile', fields: ['id'] },
  { name: 'personalities', model: 'Personality', fields: ['id'] },
  { name: 'streams', model: 'Stream', fields: ['id'] },
  { name: 'platformBans', model: 'PlatformBan', fields: ['id'] },
  { name: 'shadowbanReports', model: 'ShadowbanExperience', fields: ['id'] },
] as const satisfies readonly { name: string; model: string; fields: readonly string[]; isPublic?: ItemFilter }[];

export type ContentCounts = Record<(typeof COUNTED)[number]['name'], number>;

/** How many public records of one kind, from its scanned items. */
export function countPublic(counted: (typeof COUNTED)[number], items: readonly Item[]): number {
  return 'isPublic' in counted ? items.filter(counted.isPublic).length : items.length;
}
