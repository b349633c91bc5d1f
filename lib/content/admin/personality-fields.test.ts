import { fieldsOf } from './record-fields';
import { categoryLabelOf, isPersonalityFeatured, newPersonalityValues, PERSONALITY_SECTIONS, personalityInputOf, validatePersonalityValues } from './personality-fields';

function filledPersonality(changes: Record<string, unknown> = {}) {
  return {
    ...newPersonalityValues(),
    name: 'Octavia Marsh',
    displayName: 'Octavia Marsh',
    category: 'PODCASTER',
    youtubeLink: 'https://www.youtube.com/@octaviamarsh',
    primaryPlatforms: ['YOUTUBE'],
    followerCount: '412000',
    timezone: 'Europe/London',
    specialties: ['Crisis leadership', ' Long-form interviews '],
    ...changes,
  };
}

describe('the personality editor’s fields', () => {
  it('cover every field of SPEC §3 except the record’s bookkeeping, createdBy and the server’s view count', () => {
    const names = fieldsOf(PERSONALITY_SECTIONS).map((field) => field.name).sort();
    expect(names).toEqual(
      [
        'name', 'displayName', 'bio', 'description', 'image', 'category', 'xLink', 'youtubeLink', 'rumbleLink', 'twitchLink',
        'facebookLink', 'instagramLink', 'tiktokLink', 'substackLink', 'mediumLink', 'blogLink', 'websiteLink', 'primaryPlatforms',
        'followerCount', 'subscriberCount', 'featured', 'active', 'verified', 'ranking', 'tags', 'specialties',
        'contentTypes', 'schedule', 'timezone', 'notes',
      ].sort(),
    );
  });

  it('offer the eight categories with readable labels', () => {
    const category = fieldsOf(PERSONALITY_SECTIONS).find((field) => field.name === 'category');
    expect(category?.options?.map((option) => option.label)).toEqual([
      'Content creator', 'Streamer', 'Podcaster', 'Influencer', 'Journalist', 'Activist', 'Educator', 'Entertainer',
    ]);
    expect(categoryLabelOf('CONTENT_CREATOR')).toBe('Content creator');
  });

  it('find nothing wrong with a complete personality, and start new ones as active', () => {
    expect(newPersonalityValues()).toMatchObject({ active: true, verified: false, featured: false });
    expect(validatePersonalityValues(filledPersonality())).toEqual({});
  });

  it('refuse links that are not full web addresses, unknown time zones, negative counts and unknown categories', () => {
    expect(
      validatePersonalityValues(
        filledPersonality({ xLink: 'x.com/octavia', websiteLink: 'javascript:alert(1)', timezone: 'London', subscriberCount: '-1', category: 'PUNDIT' }),
      ),
    ).toEqual({
      xLink: 'Enter a full web address starting with https:// (or http://)',
      websiteLink: 'Enter a full web address starting with https:// (or http://)',
      timezone: 'Enter an IANA time zone such as Europe/London or America/New_York',
      subscriberCount: 'Enter a whole number, 0 or more',
      category: 'Choose one of the options',
    });
  });

  it('ask for the link of every primary platform', () => {
    expect(validatePersonalityValues(filledPersonality({ primaryPlatforms: ['YOUTUBE', 'RUMBLE', 'TWITCH'] })).primaryPlatforms).toBe(
      'Add the Rumble and Twitch link, or untick it',
    );
  });

  it('send counts as numbers, empty links as null, clean lists, and the creating admin as createdBy', () => {
    const input = personalityInputOf(filledPersonality(), { isNew: true, editor: 'admin@example.com' });
    expect(input).toMatchObject({
      name: 'Octavia Marsh',
      followerCount: 412000,
      subscriberCount: null,
      xLink: null,
      specialties: ['Crisis leadership', 'Long-form interviews'],
      primaryPlatforms: ['YOUTUBE'],
      active: true,
      createdBy: 'admin@example.com',
    });
    expect(personalityInputOf(filledPersonality(), { isNew: false, editor: 'x' })).not.toHaveProperty('createdBy');
  });

  it('never send views or featured (setFeatured sets it), but read the switch', () => {
    const input = personalityInputOf(filledPersonality({ featured: true, views: '9' }), { isNew: true, editor: 'a' });
    for (const field of ['views', 'featured', 'createdAt', 'updatedAt']) expect(input).not.toHaveProperty(field);
    expect(isPersonalityFeatured(filledPersonality({ featured: true }))).toBe(true);
    expect(isPersonalityFeatured(newPersonalityValues())).toBe(false);
  });
});
