/**
 * The product's pages load styles/main.scss and styles/product.scss; the theme's pages load
 * main.scss and styles/theme-pages.scss (components/layout/*-styles-layout.tsx). A class styled only
 * in one side's sheet does nothing on the other side's pages, so each side's components may use
 * only the classes of main.scss and of their own sheet; the chrome (header, footer, forms, cart
 * drawer) only those of main.scss.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { classesOfSheet, ROOT, sourcesUnder } from './stylesheet-classes.test-helper';

/** Components every page renders, whatever its side. */
const SHARED = ['components/layout', 'components/forms', 'components/cart', 'components/ui', 'components/settings'];
const PRODUCT = ['admin', 'auth', 'briefs', 'home', 'moderation', 'my', 'open-data', 'personalities', 'platforms', 'profiles', 'records', 'search', 'streams', 'uploads', 'views'].map((dir) => `components/${dir}`);
const THEME = ['blog', 'extra', 'media', 'shop'].map((dir) => `components/${dir}`);
/** The shop's and the blank pages' own chrome, in components/layout but shown on the theme's pages only. */
const THEME_CHROME = /^components\/layout\/(merchandise-|blank-layout)/;
/** The sign-in pages' frame and the product listings' pagination, in components/layout but the product's. */
const PRODUCT_CHROME = /^components\/layout\/(intelligence-layout|numbered-pagination)/;

/**
 * The class-like words of a file's string literals: literals made only of words, dashes and spaces
 * (a class list), so paths and sentences are not read as classes; template literals between their
 * placeholders. Only words with a dash count: single words there are mostly values ('pending',
 * 'current'), and a lone modifier class styles nothing without the class it modifies.
 */
function classWordsOf(file: string): Set<string> {
  const words = new Set<string>();
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    for (const piece of text.split(/\$\{[^}]*\}/)) {
      if (!/^[\w\s-]+$/.test(piece)) continue;
      for (const word of piece.split(/\s+/)) if (word.includes('-')) words.add(word);
    }
  }
  return words;
}

/** Each file under `dirs` (filtered) with the classes it uses that appear in `forbidden`. */
function misuses(dirs: string[], forbidden: Set<string>, include: (file: string) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of sourcesUnder(join(ROOT, dir))) {
      const path = relative(ROOT, file);
      if (!include(path)) continue;
      const wrong = [...classWordsOf(file)].filter((word) => forbidden.has(word));
      if (wrong.length > 0) found.push(`${path}: ${wrong.join(' ')}`);
    }
  }
  return found;
}

describe('stylesheets per side', () => {
  const main = classesOfSheet('main.scss');
  const product = classesOfSheet('product.scss');
  const theme = classesOfSheet('theme-pages.scss');
  const only = (sheet: Set<string>) => new Set([...sheet].filter((name) => !main.has(name) && !(sheet === product ? theme : product).has(name)));
  const productOnly = only(product);
  const themeOnly = only(theme);

  it('each side sheet styles classes of its own', () => {
    expect(productOnly.size).toBeGreaterThan(100);
    expect(themeOnly.size).toBeGreaterThan(100);
  });

  it("the product's components use none of the theme's own classes", () => {
    expect(misuses(PRODUCT, themeOnly)).toEqual([]);
    expect(misuses(['components/layout'], themeOnly, (path) => PRODUCT_CHROME.test(path))).toEqual([]);
  });

  it("the theme's components use none of the product's own classes", () => {
    expect(misuses(THEME, productOnly)).toEqual([]);
    expect(misuses(['components/layout'], productOnly, (path) => THEME_CHROME.test(path))).toEqual([]);
  });

  it('the chrome every page shows uses neither side’s own classes', () => {
    const either = new Set([...productOnly, ...themeOnly]);
    expect(misuses(SHARED, either, (path) => !THEME_CHROME.test(path) && !PRODUCT_CHROME.test(path))).toEqual([]);
  });
});
