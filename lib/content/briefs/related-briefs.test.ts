import { briefSummary } from './brief-fixtures.test-helper';
import { pickRelatedBriefs } from './related-briefs';

const ids = (list: { id: string }[]) => list.map((brief) => brief.id);

describe('briefs to read next', () => {
  const current = briefSummary({ id: 'current', categories: ['Stoicism'], tags: ['Appeals'], warfareTags: ['Deplatforming'], username: 'ada' });

  it('prefers briefs sharing a category, then warfare tags, then tags, never the brief itself', () => {
    const candidates = [
      briefSummary({ id: 'newest-unrelated', categories: ['Power'], username: 'bo' }),
      current,
      briefSummary({ id: 'same-tag', categories: ['Power'], tags: ['appeals'], username: 'bo' }),
      briefSummary({ id: 'same-warfare', categories: ['Power'], warfareTags: ['Deplatforming'], username: 'bo' }),
      briefSummary({ id: 'same-category', categories: ['Stoicism'], username: 'bo' }),
    ];
    expect(ids(pickRelatedBriefs(current, candidates))).toEqual(['same-category', 'same-warfare', 'same-tag']);
  });

  it('counts the same author, and keeps the newer brief first among equals', () => {
    const candidates = [
      briefSummary({ id: 'newer', categories: ['Power'], tags: ['Appeals'], username: 'bo' }),
      briefSummary({ id: 'older-same-author', categories: ['Power'], username: 'ada' }),
      briefSummary({ id: 'oldest', categories: ['Power'], tags: ['Appeals'], username: 'bo' }),
    ];
    expect(ids(pickRelatedBriefs(current, candidates, 3))).toEqual(['newer', 'older-same-author', 'oldest']);
  });

  it('falls back to the newest others when nothing is shared', () => {
    const candidates = ['n1', 'n2', 'n3', 'n4'].map((id) => briefSummary({ id, categories: ['Power'], username: 'bo' }));
    expect(ids(pickRelatedBriefs(current, candidates, 2))).toEqual(['n1', 'n2']);
  });
});
