import { buildPageMetadata, shorten } from './page-metadata';

const origin = 'https://bans.example.org';

describe('a page’s metadata', () => {
  it('has title, description, an absolute canonical URL, Open Graph and a Twitter card', () => {
    const metadata = buildPageMetadata({ title: 'Briefs', description: 'Short briefs.', path: '/briefs?tag=Appeals' }, origin);
    expect(metadata).toEqual({
      title: 'Briefs',
      description: 'Short briefs.',
      alternates: { canonical: 'https://bans.example.org/briefs?tag=Appeals' },
      openGraph: {
        type: 'website',
        url: 'https://bans.example.org/briefs?tag=Appeals',
        title: 'Briefs | StreamIt',
        description: 'Short briefs.',
        siteName: 'StreamIt',
        images: undefined,
      },
      twitter: { card: 'summary', title: 'Briefs | StreamIt', description: 'Short briefs.', images: undefined },
    });
  });

  it('describes an article with its image, dates, author and tags, and a large Twitter card', () => {
    const metadata = buildPageMetadata(
      {
        title: 'On Discipline',
        description: 'Why it matters.',
        path: '/briefs/on-discipline',
        image: { url: '/artwork/still/on-discipline.svg', alt: 'On Discipline' },
        article: { publishedTime: '2025-03-01', modifiedTime: '2025-03-02T10:00:00.000Z', authors: ['https://bans.example.org/profiles/ada'], tags: ['Stoicism'] },
      },
      origin,
    );
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: 'https://bans.example.org/artwork/still/on-discipline.svg', alt: 'On Discipline' }],
      publishedTime: '2025-03-01',
      modifiedTime: '2025-03-02T10:00:00.000Z',
      authors: ['https://bans.example.org/profiles/ada'],
      tags: ['Stoicism'],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['https://bans.example.org/artwork/still/on-discipline.svg'] });
  });

  it('asks search engines not to index a page when told', () => {
    expect(buildPageMetadata({ title: 'x', description: 'y', path: '/briefs?tag=none', noIndex: true }, origin).robots).toEqual({ index: false, follow: true });
  });

  it('cuts long descriptions at a word and marks the cut', () => {
    const long = 'word '.repeat(60);
    const cut = shorten(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('word…')).toBe(true);
    expect(shorten('  short   text ')).toBe('short text');
  });
});
