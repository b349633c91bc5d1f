import { buildStreamJsonLd, buildStreamMetadata, isoDurationOf } from './stream-seo';
import { toStreamDetail } from './to-stream';

describe('isoDurationOf', () => {
  it.each([
    ['1hr : 36mins', 'PT1H36M'],
    ['54mins', 'PT54M'],
    ['2hr : 00mins', 'PT2H'],
    ['1:36:05', 'PT1H36M5S'],
    ['12:30', 'PT12M30S'],
    ['96 min', 'PT1H36M'],
    ['', null],
    ['a while', null],
    [null, null],
  ])('%p is %p', (text, iso) => expect(isoDurationOf(text)).toBe(iso));
});

const stream = toStreamDetail({
  id: 'stream-a',
  slug: 'the-appeal-queue',
  title: 'The Appeal Queue',
  description: 'Inside the queue.',
  url: 'https://www.youtube.com/embed/q7Rk2mVt9Lw',
  duration: '1hr : 36mins',
  releaseDate: '2025-03-14',
  status: 'ACTIVE',
  views: 1284000,
  cast: ['Keira Holloway'],
  is_restricted: true,
});

describe('buildStreamJsonLd', () => {
  it('describes the stream as a VideoObject with absolute addresses and its embed', () => {
    expect(buildStreamJsonLd(stream, 'https://site.example')).toMatchObject({
      '@type': 'VideoObject',
      url: 'https://site.example/streams/the-appeal-queue',
      name: 'The Appeal Queue',
      thumbnailUrl: ['https://site.example/artwork/still/the-appeal-queue.svg'],
      uploadDate: '2025-03-14',
      duration: 'PT1H36M',
      embedUrl: 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0',
      actor: [{ '@type': 'Person', name: 'Keira Holloway' }],
      isFamilyFriendly: false,
      interactionStatistic: { userInteractionCount: 1284000 },
    });
  });

  it('gives a file its absolute contentUrl and names no source for a withdrawn stream', () => {
    const file = { ...stream, sources: ['/media/streams/a.mp4'] };
    expect(buildStreamJsonLd(file, 'https://site.example')).toMatchObject({ contentUrl: 'https://site.example/media/streams/a.mp4' });
    const withdrawn = buildStreamJsonLd({ ...file, status: 'INACTIVE' }, 'https://site.example');
    expect(withdrawn).not.toHaveProperty('contentUrl');
    expect(withdrawn).not.toHaveProperty('embedUrl');
  });
});

describe('buildStreamMetadata', () => {
  it('has the canonical address, Open Graph video and a large Twitter card', () => {
    const metadata = buildStreamMetadata(stream, 'https://site.example');
    expect(metadata.alternates?.canonical).toBe('https://site.example/streams/the-appeal-queue');
    expect(metadata.openGraph).toMatchObject({ type: 'video.movie', title: 'The Appeal Queue' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
