import { readSearchRequest } from '../../../amplify/data/search/search-request';
import { placesFor, REMEMBER_FROM_MATCHES, REMEMBERED_PLACES, RememberedMatches, rememberedKey, type KindAnswer } from './remembered-matches';

const answer = (version: number, places: number, complete = false): KindAnswer => ({ version, places, complete, rows: [{ facet: '', id: null, rank: null, date: null, value: null, count: 5000 }] });

describe('remembered matches', () => {
  it('keeps only costly answers, and finds one only as far as its best matches reach', () => {
    const remembered = new RememberedMatches();
    remembered.keep('PlatformBan', 'cheap', answer(1, 200), REMEMBER_FROM_MATCHES - 1);
    expect(remembered.find('PlatformBan', 'cheap', 20)).toBeUndefined();
    remembered.keep('PlatformBan', 'costly', answer(1, 200), REMEMBER_FROM_MATCHES);
    expect(remembered.find('PlatformBan', 'costly', 200)).toMatchObject({ version: 1 });
    expect(remembered.find('PlatformBan', 'costly', 201)).toBeUndefined();
    // Another kind's answer under the same key is another answer.
    expect(remembered.find('Brief', 'costly', 20)).toBeUndefined();
    // Every match listed: any page is answered.
    remembered.keep('Brief', 'costly', answer(1, 200, true), 5000);
    expect(remembered.find('Brief', 'costly', 4000)).toBeDefined();
  });

  it('never lets an answer of an older version, or one reaching less far, replace the one kept', () => {
    const remembered = new RememberedMatches();
    remembered.keep('PlatformBan', 'k', answer(3, 400), 5000);
    remembered.keep('PlatformBan', 'k', answer(2, 800), 5000);
    remembered.keep('PlatformBan', 'k', answer(3, 200), 5000);
    expect(remembered.find('PlatformBan', 'k', 20)).toMatchObject({ version: 3, places: 400 });
    remembered.keep('PlatformBan', 'k', answer(4, 200), 5000);
    expect(remembered.find('PlatformBan', 'k', 20)).toMatchObject({ version: 4, places: 200 });
    remembered.forget('PlatformBan', 'k');
    expect(remembered.find('PlatformBan', 'k', 20)).toBeUndefined();
  });

  it('doubles the best matches computed until they reach the page', () => {
    expect(placesFor(20)).toBe(REMEMBERED_PLACES);
    expect(placesFor(200)).toBe(200);
    expect(placesFor(220)).toBe(400);
    expect(placesFor(801)).toBe(1600);
    expect(placesFor(200 * 50)).toBe(12_800);
  });

  it('keys an answer by every part of the request but its page', () => {
    const key = (args: Record<string, unknown>, isShown = true) => rememberedKey(readSearchRequest(args), isShown);
    expect(key({ q: 'appeal', page: 3, pageSize: 50 })).toBe(key({ q: 'appeal' }));
    for (const other of [{ q: 'appeals' }, { q: 'appeal', sort: 'NEWEST' }, { q: 'appeal', kind: 'BAN' }, { q: 'appeal', platform: 'x' }, { q: 'appeal', year: 2024 }, { q: 'appeal', dateFrom: '2024-01-01' }])
      expect(key(other)).not.toBe(key({ q: 'appeal' }));
    expect(key({ q: 'appeal' }, false)).not.toBe(key({ q: 'appeal' }));
  });
});
