import { SAMPLE_BRIEFS } from './briefs';
import { BRIEF_CATEGORIES } from './brief-prose';
import { SAMPLE_PROFILES } from './profiles';
import { ARTWORK_URL, distinct, hostOf, isAwsDate, KEBAB, WRITTEN_ON } from './sample-checks.test-helper';
import { BRIEF_STATUSES } from './sample-types';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Tags the site's editor and HTML sanitizer both keep, so sample text reads as written. */
const ALLOWED_TAGS = new Set(['p', 'h2', 'ul', 'li', 'blockquote', 'a', 'em', 'strong']);

/** The tag names of an HTML fragment, opening and closing, in order. */
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[0]);
}

describe('sample briefs', () => {
  it('come in all three statuses, mostly published', () => {
    expect(distinct(SAMPLE_BRIEFS.map((brief) => brief.status)).sort()).toEqual([...BRIEF_STATUSES].sort());
    const published = SAMPLE_BRIEFS.filter((brief) => brief.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThan(SAMPLE_BRIEFS.length / 2);
  });

  it('have a unique slug derived from the title, and an id from the slug', () => {
    expect(distinct(SAMPLE_BRIEFS.map((brief) => brief.slug))).toHaveLength(SAMPLE_BRIEFS.length);
    for (const brief of SAMPLE_BRIEFS) {
      expect(brief.slug).toMatch(KEBAB);
      const words = brief.title
        .toLowerCase()
        .replace(/'/g, '')
        .match(/[a-z0-9]+/g)!;
      expect(brief.slug.replace(/-/g, '')).toBe(words.join(''));
      expect(brief.id).toBe(`brief-${brief.slug}`);
    }
  });

  it('belong to an existing profile whose owner, username and portrait they carry', () => {
    for (const brief of SAMPLE_BRIEFS) {
      const profile = SAMPLE_PROFILES.find((candidate) => candidate.id === brief.profileId)!;
      expect(profile).toBeDefined();
      expect(brief.userId).toBe(profile.userId);
      expect(brief.username).toBe(profile.username);
      expect(brief.userImage).toBe(profile.avatarUrl);
    }
    expect(distinct(SAMPLE_BRIEFS.map((brief) => brief.profileId))).toHaveLength(SAMPLE_PROFILES.length);
  });

  it('are dated on real days, with the month spelled out, no later than the content was written', () => {
    for (const brief of SAMPLE_BRIEFS) {
      expect(isAwsDate(brief.blogDate)).toBe(true);
      expect(brief.blogDate <= WRITTEN_ON).toBe(true);
      expect(brief.month).toBe(MONTHS[Number(brief.blogDate.slice(5, 7)) - 1]);
    }
  });

  it('use the category list and carry tags, warfare tags and generated artwork', () => {
    expect(distinct(SAMPLE_BRIEFS.map((brief) => brief.categories)).sort()).toEqual(
      [...BRIEF_CATEGORIES].sort(),
    );
    for (const brief of SAMPLE_BRIEFS) {
      expect(brief.tags.length).toBeGreaterThan(0);
      expect(brief.warfareTags.length).toBeGreaterThan(0);
      expect(brief.thumbnail).toMatch(ARTWORK_URL);
      expect(brief.thumbnail).toBe(`/artwork/still/${brief.slug}.svg`);
      expect(brief.description.length).toBeGreaterThan(40);
    }
  });

  it('count views and shares only once read, and feature only published briefs', () => {
    for (const brief of SAMPLE_BRIEFS) {
      if (brief.status === 'DRAFT') expect([brief.views, brief.shares]).toEqual([0, 0]);
      else expect(brief.views).toBeGreaterThan(brief.shares);
      expect(Number.isInteger(brief.views) && Number.isInteger(brief.shares)).toBe(true);
      if (brief.featured) expect(brief.status).toBe('PUBLISHED');
    }
    expect(SAMPLE_BRIEFS.filter((brief) => brief.featured).length).toBeGreaterThanOrEqual(3);
  });

  it('have long descriptions of 3 to 6 paragraphs in modest, balanced HTML with https links', () => {
    for (const brief of SAMPLE_BRIEFS) {
      const html = brief.longDescription;
      // Prose paragraphs; a quotation's own paragraphs do not count.
      const paragraphs = html.replace(/<blockquote>.*?<\/blockquote>/gs, '').match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
      const open: string[] = [];
      for (const tag of tagsOf(html)) {
        const name = /<\/?([a-z0-9]+)/.exec(tag)![1];
        expect(ALLOWED_TAGS.has(name)).toBe(true);
        if (tag.startsWith('</')) expect(open.pop()).toBe(name);
        else open.push(name);
      }
      expect(open).toEqual([]);
      const hrefs = [...html.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1]);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(() => hostOf(href)).not.toThrow();
      expect(html.replace(/<[^>]+>/g, '')).not.toMatch(/[<>]|&(?![a-z]+;)/);
    }
  });

  it('read differently from one another', () => {
    const bodies = SAMPLE_BRIEFS.map((brief) => brief.longDescription.split('\n').slice(1).join('\n'));
    expect(distinct(bodies)).toHaveLength(SAMPLE_BRIEFS.length);
  });
});
