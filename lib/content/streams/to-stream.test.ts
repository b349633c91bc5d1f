import { sortStreams } from './sort-streams';
import { collectStreamFacets } from './list-stream-facets';
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

describe('sortStreams', () => {
  it('puts the charts first, then the newest', () => {
    const make = (title: string, ranking: string | null, date: string) => toStreamSummary({ id: title, title, description: '', ranking, date });
    const sorted = sortStreams([make('old', null, '2023-01-01'), make('second', '2', '2020-01-01'), make('new', null, '2025-01-01'), make('first', '1', '2019-01-01')]);
    expect(sorted.map((stream) => stream.title)).toEqual(['first', 'second', 'new', 'old']);
  });
});

describe('collectStreamFacets', () => {
  it('lists each genre and language once, sorted', () => {
    expect(collectStreamFacets([{ genre: ['Power', 'Documentary'], language: 'English' }, { genre: ['Power', null], language: ' German ' }, { genre: null, language: null }])).toEqual({
      genres: ['Documentary', 'Power'],
      languages: ['English', 'German'],
    });
  });
});
