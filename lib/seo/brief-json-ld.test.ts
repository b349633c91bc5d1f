import type { BriefDetail } from '@/lib/content/briefs/brief-types';
import { briefSummary } from '@/lib/content/briefs/brief-fixtures.test-helper';
import { buildBriefJsonLd } from './brief-json-ld';

const brief: BriefDetail = {
  ...briefSummary({ id: 'b1', slug: 'on-discipline', title: 'On Discipline', description: 'Why it matters.', blogDate: '2025-03-01', tags: ['Appeals'], warfareTags: ['Censorship'], thumbnail: '/artwork/still/a.svg', views: 120, shares: 7 }),
  bodyHtml: '<p>Body</p>',
  author: { username: 'maraquill', displayName: 'Mara Quill', avatarUrl: null, bio: null, totalBans: 2, platformsAffected: [] },
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
};

describe('a brief’s Article structured data', () => {
  it('names the headline, dates, author profile, publisher, image and counts', () => {
    expect(buildBriefJsonLd(brief, 'https://bans.example.org')).toMatchObject({
      '@type': 'Article',
      url: 'https://bans.example.org/briefs/on-discipline',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://bans.example.org/briefs/on-discipline' },
      headline: 'On Discipline',
      image: ['https://bans.example.org/artwork/still/a.svg'],
      datePublished: '2025-03-01',
      dateModified: '2025-03-02T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Mara Quill', url: 'https://bans.example.org/profiles/maraquill' },
      publisher: { '@type': 'Organization', name: 'StreamIt' },
      articleSection: ['Stoicism'],
      keywords: 'Appeals, Censorship',
      interactionStatistic: [
        { interactionType: 'https://schema.org/ReadAction', userInteractionCount: 120 },
        { interactionType: 'https://schema.org/ShareAction', userInteractionCount: 7 },
      ],
    });
  });
});
