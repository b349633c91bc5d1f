// What the stylesheet tests share: the project's sheets compiled as the build compiles them, the
// classes their selectors name, and the site's source files.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile, compileString } from 'sass';

export const ROOT = join(__dirname, '..', '..');
const SASS_OPTIONS = { loadPaths: [join(ROOT, 'styles'), join(ROOT, 'node_modules')], style: 'compressed' as const, quietDeps: true, logger: { warn: () => {} } };

/** The classes a compiled sheet's selectors name. */
export function classesIn(css: string): Set<string> {
  const classes = new Set<string>();
  for (const block of css.split('}')) {
    const parts = block.split('{');
    const selector = parts.length >= 2 ? parts[parts.length - 2] : '';
    for (const match of selector.replace(/\\./g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) classes.add(match[1]);
  }
  return classes;
}

/** The classes of styles/<sheet> as compiled. */
export function classesOfSheet(sheet: string): Set<string> {
  return classesIn(compile(join(ROOT, 'styles', sheet), SASS_OPTIONS).css);
}

/** The classes of SCSS source text compiled with the project's load paths. */
export function classesOfScss(source: string): Set<string> {
  return classesIn(compileString(source, SASS_OPTIONS).css);
}

/** The TypeScript sources (not tests) at or under `path`. */
export function* sourcesUnder(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) yield* sourcesUnder(join(path, entry));
}
