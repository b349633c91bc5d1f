import { collectBriefFacets, displayChoice } from './brief-facets';
import { briefSummary } from './brief-fixtures.test-helper';

describe('the choices the briefs filters offer', () => {
  const facets = collectBriefFacets([
    briefSummary({ id: 'a', categories: ['Stoicism'], tags: ['Appeals', 'Mindset'], warfareTags: ['Deplatforming'] }),
    briefSummary({ id: 'b', categories: ['Power'], tags: ['appeals'], warfareTags: [] }),
    briefSummary({ id: 'c', categories: ['Stoicism'], tags: ['Money'], warfareTags: ['Deplatforming', 'Censorship'] }),
  ]);

  it('counts each value across the briefs, most used first, then alphabetically', () => {
    expect(facets.categories).toEqual([
      { value: 'Stoicism', count: 2 },
      { value: 'Power', count: 1 },
    ]);
    expect(facets.warfareTags).toEqual([
      { value: 'Deplatforming', count: 2 },
      { value: 'Censorship', count: 1 },
    ]);
  });

  it('treats spellings that differ only in case as one value, spelled as first seen', () => {
    expect(facets.tags[0]).toEqual({ value: 'Appeals', count: 2 });
    expect(displayChoice(facets.tags, 'APPEALS')).toBe('Appeals');
    expect(displayChoice(facets.tags, 'Unknown')).toBe('Unknown');
  });
});
