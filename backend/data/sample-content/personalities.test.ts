import { SAMPLE_PERSONALITIES } from './personalities';
import { ARTWORK_URL, distinct, isOnPlatform } from './sample-checks.test-helper';
import { LINK_FIELD_OF_PLATFORM, PERSONALITY_CATEGORIES, PLATFORM_NAMES } from './sample-types';
import { slugOf } from './slug-of';

describe('sample personalities', () => {
  it('cover all eight categories with unique names', () => {
    expect(distinct(SAMPLE_PERSONALITIES.map((person) => person.category)).sort()).toEqual(
      [...PERSONALITY_CATEGORIES].sort(),
    );
    expect(distinct(SAMPLE_PERSONALITIES.map((person) => person.name))).toHaveLength(
      SAMPLE_PERSONALITIES.length,
    );
    expect(distinct(SAMPLE_PERSONALITIES.map((person) => person.id))).toHaveLength(
      SAMPLE_PERSONALITIES.length,
    );
  });

  it('are addressed by the slug of their name, as migration 0012 addresses older records', () => {
    const ids = new Set(SAMPLE_PERSONALITIES.map((person) => person.id));
    for (const person of SAMPLE_PERSONALITIES) {
      expect(person.slug).toBe(slugOf(person.name));
      expect(ids.has(person.slug)).toBe(false);
    }
    expect(distinct(SAMPLE_PERSONALITIES.map((person) => person.slug))).toHaveLength(SAMPLE_PERSONALITIES.length);
  });

  it('link to https accounts on the right platform domains, including every primary platform', () => {
    for (const person of SAMPLE_PERSONALITIES) {
      let links = 0;
      for (const name of PLATFORM_NAMES) {
        const link = person[LINK_FIELD_OF_PLATFORM[name]];
        if (link === undefined) continue;
        links += 1;
        expect(isOnPlatform(link, name)).toBe(true);
      }
      expect(links).toBeGreaterThanOrEqual(2);
      for (const name of person.primaryPlatforms) expect(person).toHaveProperty(LINK_FIELD_OF_PLATFORM[name]);
      for (const link of [person.websiteLink, person.blogLink])
        if (link) expect(new URL(link).hostname).toMatch(/\.example$/);
    }
  });

  it('have counts, a distinct ranking, portrait artwork and a real time zone', () => {
    const rankings = SAMPLE_PERSONALITIES.map((person) => person.ranking);
    expect([...rankings].sort((a, b) => a - b)).toEqual(SAMPLE_PERSONALITIES.map((_, index) => index + 1));
    for (const person of SAMPLE_PERSONALITIES) {
      for (const count of [person.followerCount, person.subscriberCount, person.views]) {
        expect(Number.isInteger(count) && count > 0).toBe(true);
      }
      expect(person.image).toMatch(ARTWORK_URL);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: person.timezone })).not.toThrow();
      expect(person.specialties.length).toBeGreaterThan(0);
      expect(person.contentTypes.length).toBeGreaterThan(0);
      expect(person.schedule.length).toBeGreaterThan(0);
    }
  });

  it('mix verified and unverified, featured and not, active and inactive', () => {
    for (const flag of ['verified', 'featured', 'active'] as const) {
      expect(distinct(SAMPLE_PERSONALITIES.map((person) => person[flag])).sort()).toEqual([false, true]);
    }
  });
});
