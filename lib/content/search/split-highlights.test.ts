import { HIGHLIGHT_END as END, HIGHLIGHT_START as START } from '@/amplify/data/search/search-terms';
import { plainTextOf, splitHighlights } from './split-highlights';

describe('splitHighlights', () => {
  it('turns marks into highlighted segments', () => {
    expect(splitHighlights(`The ${START}ban${END} was ${START}lifted${END}.`)).toEqual([
      { text: 'The ', isHighlighted: false },
      { text: 'ban', isHighlighted: true },
      { text: ' was ', isHighlighted: false },
      { text: 'lifted', isHighlighted: true },
      { text: '.', isHighlighted: false },
    ]);
  });

  it('keeps markup as text: it is rendered escaped, never as HTML', () => {
    const segments = splitHighlights(`<img src=x onerror=alert(1)> ${START}x${END}`);
    expect(segments[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', isHighlighted: false });
  });

  it('never shows a mark, even one without its partner', () => {
    expect(plainTextOf(splitHighlights(`a${END}b${START}c`))).toBe('abc');
    expect(splitHighlights(null)).toEqual([]);
  });
});
