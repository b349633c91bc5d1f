/**
 * styles/_bootstrap-subset.scss keeps only the Bootstrap classes the site's markup names (the grid's
 * and the utilities' in _bootstrap-grid.scss and _bootstrap-utilities.scss). A class the sources
 * start using that Bootstrap has but the subset left out would style nothing: this test names it.
 * Class names built at run time from pieces (`btn-${look}`) are not seen; keep those whole in the
 * sources' literals where a subset must know them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classesOfScss, classesOfSheet, ROOT, sourcesUnder } from './stylesheet-classes.test-helper';

/**
 * The words of the sources' string literals shaped like a class list (words, dashes, spaces). A lone
 * word without a dash counts only as a className's whole value: elsewhere it is mostly a value
 * ('navbar', 'active'), not a class.
 */
function classWordsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const words: string[] = [];
  for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const isClassName = /className=\{?$/.test(source.slice(Math.max(0, match.index - 11), match.index));
    for (const piece of (match[1] ?? match[2] ?? match[3] ?? '').split(/\$\{[^}]*\}/)) {
      if (!/^[\w\s-]+$/.test(piece)) continue;
      const pieceWords = piece.split(/\s+/).filter(Boolean);
      if (pieceWords.length > 1 || piece.includes('-') || isClassName) words.push(...pieceWords);
    }
  }
  return words;
}

describe("the site's Bootstrap subset", () => {
  const bootstrap = classesOfScss("@import 'variables'; @import 'bootstrap/scss/bootstrap';");
  const main = classesOfSheet('main.scss');

  it('leaves most of Bootstrap out', () => {
    const kept = [...bootstrap].filter((name) => main.has(name));
    expect(kept.length).toBeLessThan(bootstrap.size / 4);
  });

  it('keeps every Bootstrap class the sources name', () => {
    const missing = new Set<string>();
    for (const folder of ['app', 'components', 'lib']) {
      for (const file of sourcesUnder(join(ROOT, folder))) {
        for (const word of classWordsOf(file)) if (bootstrap.has(word) && !main.has(word)) missing.add(word);
      }
    }
    expect([...missing].sort()).toEqual([]);
  });
});
