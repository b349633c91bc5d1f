import type { BriefSummary } from './brief-types';

/** A published brief summary with sensible defaults, for the listing's unit tests. */
export function briefSummary(overrides: Partial<BriefSummary> & { id: string }): BriefSummary {
  return {
    slug: overrides.id,
    title: `Brief ${overrides.id}`,
    description: 'Short',
    username: 'ada',
    blogDate: '2025-01-01',
    categories: ['Stoicism'],
    tags: [],
    warfareTags: [],
    thumbnail: null,
    userImage: null,
    views: 0,
    shares: 0,
    isFeatured: false,
    ...overrides,
  };
}
