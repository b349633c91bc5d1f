/**
 * No public page or route reads a whole collection (issue 16): walking the imports of every public
 * page, layout and route under app/, no module they reach loops over a list's pages
 * (read-every-page, collect-pages) or calls a model's unkeyed `.list(` — public lists page in the
 * database (listContentEntries, searchContent) and read the records they show by id or by key. The
 * signed-in areas (/admin, /me) are owner- or staff-bounded and are left out here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '..');
const ROUTE_FILES = /^(page|layout|route|default|not-found|error)\.tsx?$/;
/** Signed-in areas (their reads are the caller's own records, or staff lists with their own bounds). */
const SIGNED_IN = [/\/admin(\/|$)/, /\/me(\/|$)/, /\/\(intelligence\)\/auth(\/|$)/];
const WHOLE_COLLECTION_MODULES = ['lib/content/read-every-page.ts', 'lib/content/admin/collect-pages.ts'];

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every project module `entry` reaches through its imports (and re-exports), with the path that led there. */
function reachableFrom(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift() as string;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target || seen.has(target) || target.includes('node_modules')) continue;
      seen.set(target, [...(seen.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return seen;
}

const publicRoutes = [...filesUnder(join(ROOT, 'app'))]
  .filter((file) => ROUTE_FILES.test(file.split('/').pop() ?? ''))
  .filter((file) => !SIGNED_IN.some((pattern) => pattern.test(relative(ROOT, file))));

describe('public pages read only what they show', () => {
  it('finds the public routes to check', () => {
    const names = publicRoutes.map((file) => relative(ROOT, file));
    expect(names).toEqual(expect.arrayContaining(['app/(frontend)/briefs/page.tsx', 'app/(frontend)/profiles/[username]/page.tsx', 'app/sitemaps/[file]/route.ts']));
  });

  it.each(publicRoutes.map((file) => [relative(ROOT, file), file]))('%s reaches no whole-collection read', (_name, file) => {
    const reached = reachableFrom(file);
    const offenders: string[] = [];
    for (const [module, path] of reached) {
      const name = relative(ROOT, module);
      const trail = path.map((step) => relative(ROOT, step)).join(' → ');
      if (WHOLE_COLLECTION_MODULES.includes(name)) offenders.push(`${trail} (pages through a whole list)`);
      else if (/\.models\.\w+\.list\(/.test(readFileSync(module, 'utf8'))) offenders.push(`${trail} (lists a model unkeyed)`);
    }
    expect(offenders).toEqual([]);
  });
});
