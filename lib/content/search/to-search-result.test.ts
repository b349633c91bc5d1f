import { HIGHLIGHT_END as END, HIGHLIGHT_START as START } from '@/amplify/data/search/search-terms';
import { toSearchPage } from './run-search';
import type { SearchHitWire } from './search-types';
import { toSearchResult } from './to-search-result';

const hit = (fields: Partial<SearchHitWire> & Pick<SearchHitWire, 'kind'>): SearchHitWire => ({ id: 'id-1', rank: 0.5, ...fields });

describe('toSearchResult', () => {
  it.each<[SearchHitWire, string | null, string]>([
    [hit({ kind: 'CREATOR', title: `${START}Ada${END} Quill`, username: 'adaq' }), '/profiles/adaq', 'Ada Quill'],
    [hit({ kind: 'BRIEF', title: 'Notes', slug: 'the-notes', username: 'adaq', date: '2024-03-01' }), '/briefs/the-notes', 'Notes'],
    // A ban or report links to its own page, also when it is on no public profile (anonymised).
    [hit({ kind: 'BAN', platform: 'youtube', username: 'adaq', displayName: 'Ada' }), '/bans/id-1', 'Ban on YouTube — Ada'],
    [hit({ kind: 'BAN', platform: 'x' }), '/bans/id-1', 'Ban on X (Twitter)'],
    [hit({ kind: 'SHADOWBAN', platform: 'tiktok', username: 'adaq' }), '/shadowban-reports/id-1', 'Shadowban report on TikTok'],
    [hit({ kind: 'PERSONALITY', slug: 'octavia-marsh', name: 'Octavia Marsh-Lane', displayName: 'Octavia' }), '/personalities/octavia-marsh', 'Octavia'],
    [hit({ kind: 'PERSONALITY', name: 'Octavia Marsh' }), '/personalities/id-1', 'Octavia Marsh'],
    [hit({ kind: 'STREAM', title: 'Live', slug: 'live one' }), '/streams/live%20one', 'Live'],
    [hit({ kind: 'STREAM', title: 'No page' }), null, 'No page'],
  ])('links and names %j', (wire, href, title) => {
    const result = toSearchResult(wire);
    expect(result.href).toBe(href);
    expect(result.title.map((segment) => segment.text).join('')).toBe(title);
  });

  it('lists a ban’s facts and keeps its snippet’s highlights', () => {
    const result = toSearchResult(
      hit({ kind: 'BAN', platform: 'x', date: '2023-06-15', isActive: false, appealStatus: 'RESTORED', verification: 'CONFIRMED', username: 'adaq', snippet: `was ${START}throttled${END}` }),
    );
    expect(result.details).toEqual(['15 June 2023', 'Lifted', 'Restored on appeal', 'Confirmed', '@adaq']);
    expect(result.snippet).toEqual([
      { text: 'was ', isHighlighted: false },
      { text: 'throttled', isHighlighted: true },
    ]);
  });

  it('ignores an appeal status or a verification level it does not know', () => {
    expect(toSearchResult(hit({ kind: 'BAN', appealStatus: 'constructor', verification: '__proto__' })).details).toEqual([]);
  });
});

describe('toSearchPage', () => {
  it('counts pages and lists every kind in order, zero or not', () => {
    const page = toSearchPage({ q: 'a', page: 2 }, { total: 41, page: 2, pageSize: 20, counts: [{ kind: 'BAN', count: 41 }], hits: [] });
    expect(page.pageCount).toBe(3);
    expect(page.counts.map((count) => [count.kind, count.count])).toEqual([
      ['CREATOR', 0],
      ['BRIEF', 0],
      ['BAN', 41],
      ['SHADOWBAN', 0],
      ['PERSONALITY', 0],
      ['STREAM', 0],
    ]);
  });
});
