import { isPublished, splitCategories, toBriefDetail, toBriefSummary } from './to-brief';

describe('reshaping a brief from the Data API', () => {
  it('cleans lists, counts and categories for a card', () => {
    expect(
      toBriefSummary({
        id: 'b1',
        slug: 'on-discipline',
        title: ' On Discipline ',
        categories: 'Stoicism, Power,, stoicism',
        tags: ['Appeals', null, ' ', 'appeals', 'Money'],
        warfareTags: null,
        views: -3,
        shares: 12.7,
        featured: true,
        blogDate: '2025-03-01',
      }),
    ).toMatchObject({
      slug: 'on-discipline',
      title: 'On Discipline',
      categories: ['Stoicism', 'Power'],
      tags: ['Appeals', 'Money'],
      warfareTags: [],
      views: 0,
      shares: 12,
      isFeatured: true,
      thumbnail: null,
    });
  });

  it('sanitizes the long description and falls back to the brief’s own author fields', () => {
    const detail = toBriefDetail({
      id: 'b1',
      slug: 's',
      username: 'ada',
      userImage: '/artwork/avatar/ada.svg',
      longDescription: '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
      profile: null,
    });
    expect(detail.bodyHtml).toBe('<p>Hi <a rel="noopener noreferrer nofollow">x</a></p>');
    expect(detail.author).toEqual({
      username: 'ada',
      displayName: 'ada',
      avatarUrl: '/artwork/avatar/ada.svg',
      bio: null,
      totalBans: 0,
      platformsAffected: [],
    });
  });

  it('shows the author’s default picture for a stored avatar saveMyProfile would refuse now', () => {
    for (const avatar of ['/logout', 'https://tracker.example/p.png', 'javascript:alert(1)', '/artwork/portrait/ada.svg']) {
      const detail = toBriefDetail({ id: 'b1', slug: 's', username: 'ada', userImage: avatar, profile: { username: 'ada', avatarUrl: avatar } });
      expect([detail.userImage, detail.author.avatarUrl]).toEqual([null, null]);
    }
  });

  it('treats only PUBLISHED as public', () => {
    expect(isPublished({ status: 'PUBLISHED' })).toBe(true);
    expect(isPublished({ status: 'DRAFT' })).toBe(false);
    expect(isPublished({ status: 'ARCHIVED' })).toBe(false);
    expect(isPublished({ status: null })).toBe(false);
  });

  it('reads an empty category string as no categories', () => {
    expect(splitCategories('')).toEqual([]);
    expect(splitCategories(null)).toEqual([]);
  });
});
