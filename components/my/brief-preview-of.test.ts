import { emptyBriefForm, type MyBrief } from '@/lib/content/my/brief-form';
import { briefPreviewOf } from './brief-preview-of';

const author = { username: 'janedoe', displayName: 'Jane Doe', avatarUrl: null, bio: null, totalBans: 2, platformsAffected: ['YOUTUBE'] };
const values = {
  ...emptyBriefForm(),
  title: '  When the feed forgets you ',
  description: 'What to do in the first week.',
  categories: 'Influence',
  tags: 'Reach, Newsletters',
  warfareTags: 'Shadowbanning',
  longDescription: '<p>Write to <strong>your</strong> readers.<script>alert(1)</script></p><p onclick="x()">Then wait.</p>',
};

describe('briefPreviewOf', () => {
  it('shows what is typed, as the public page reshapes it', () => {
    const preview = briefPreviewOf({ values, author, existing: null, slug: 'when-the-feed-forgets-you', today: '2025-03-04', pictures: null });
    expect(preview).toMatchObject({
      title: 'When the feed forgets you',
      description: 'What to do in the first week.',
      slug: 'when-the-feed-forgets-you',
      username: 'janedoe',
      blogDate: '2025-03-04',
      categories: ['Influence'],
      tags: ['Reach', 'Newsletters'],
      warfareTags: ['Shadowbanning'],
      views: 0,
      author: { username: 'janedoe', displayName: 'Jane Doe', totalBans: 2 },
    });
  });

  it('sanitizes the body as the public page does: scripts and handlers go, formatting stays', () => {
    const { bodyHtml } = briefPreviewOf({ values, author, existing: null, slug: 's', today: '2025-03-04', pictures: null });
    expect(bodyHtml).toBe('<p>Write to <strong>your</strong> readers.</p><p>Then wait.</p>');
  });

  it('keeps a saved brief’s date and counters', () => {
    const existing = { id: 'b1', blogDate: '2024-12-01', views: 42, shares: 3 } as MyBrief;
    const preview = briefPreviewOf({ values, author, existing, slug: 's', today: '2025-03-04', pictures: null });
    expect(preview).toMatchObject({ id: 'b1', blogDate: '2024-12-01', views: 42, shares: 3 });
  });
});
