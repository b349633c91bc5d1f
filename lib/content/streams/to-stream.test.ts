import { streamPathOf, toStreamDetail, toStreamSummary } from './to-stream';

describe('toStreamDetail', () => {
  it('reshapes a wire record, with main source, video link and sources once each', () => {
    const detail = toStreamDetail({
      id: 'stream-a',
      slug: 'a',
      title: 'A',
      description: 'About A',
      url: ' /media/streams/a.mp4 ',
      video_link: '/media/streams/a.mp4',
      sources: ['/media/streams/a.mp4', null, 'https://youtu.be/q7Rk2mVt9Lw'],
      genre: ['Power', null, ' '],
      status: 'ACTIVE',
      is_restricted: true,
      ranking: '3',
      releaseDate: '2024-05-01',
      date: '2024-06-01',
    });
    expect(detail).toMatchObject({
      sources: ['/media/streams/a.mp4', 'https://youtu.be/q7Rk2mVt9Lw'],
      genres: ['Power'],
      isRestricted: true,
      ranking: 3,
      year: '2024',
      addedOn: '2024-06-01',
      views: 0,
      trailerUrl: null,
    });
  });

  it('treats a stream without a known status as pending, and one without a slug by its id', () => {
    const summary = toStreamSummary({ id: 'b1', title: 'B', description: '', status: null });
    expect(summary.status).toBe('PENDING');
    expect(streamPathOf(summary)).toBe('/streams/b1');
  });
});
