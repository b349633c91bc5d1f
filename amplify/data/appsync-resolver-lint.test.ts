/**
 * The AppSync JS handlers Gen 2 uploads as they are (APPSYNC_JS runtime) are linted by
 * `npm run lint` with `@aws-appsync/eslint-plugin`'s rules (eslint.config.mjs, APPSYNC_RESOLVERS),
 * so what the runtime refuses fails in CI instead of at deployment (issue 44). A glob that stopped
 * matching, or type information that stopped loading (no-recursion needs it), would pass every
 * file silently: this lints each handler the schema names with the project's own configuration
 * (ESLint's Node API in a child process, as app/import-boundaries.test.ts does) and checks that the
 * handler as it is passes, and that the same file with code the runtime refuses is reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { lintTexts } from '../lint-texts.test-helper';

const ROOT = resolve(__dirname, '..', '..');
const DATA = resolve(__dirname);

/** Code APPSYNC_JS refuses, and the AppSync rule each line must trip. */
const REFUSED = [
  { source: 'export async function probeAsync() { return 1; }', rule: '@aws-appsync/no-async' },
  { source: 'export function probeTry(x) { try { return x.a; } catch (e) { return e; } }', rule: '@aws-appsync/no-try' },
  { source: 'export class ProbeClass {}', rule: '@aws-appsync/no-classes' },
  { source: 'export function probeRegex(x) { return /a+/.test(x); }', rule: '@aws-appsync/no-regex' },
  { source: 'export function probeLoop(n) { while (n > 0) { n -= 1; } return n; }', rule: '@aws-appsync/no-while' },
  { source: 'export function probeRecursion(n) { return n > 0 ? probeRecursion(n - 1) : 0; }', rule: '@aws-appsync/no-recursion' },
];

/** Every `.js` file under amplify/data/ (the handlers' folder; the lint's glob is `amplify/data/**\/*.js`). */
function handlerFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The handler files the schema's models name (`a.handler.custom({ … entry: '…' })`), as absolute paths. */
function namedHandlers(): string[] {
  const models = join(DATA, 'models');
  const named = new Set<string>();
  for (const file of readdirSync(models).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')))
    for (const match of readFileSync(join(models, file), 'utf8').matchAll(/a\.handler\.custom\(\{[^}]*entry: '([^']+)'/g)) named.add(resolve(models, match[1]!));
  return [...named].sort();
}


describe("AppSync JS handlers under AppSync's own lint rules (eslint.config.mjs)", () => {
  const files = handlerFiles(DATA).sort();
  let asTheyAre: string[][] = [];
  let withRefused: string[][] = [];

  beforeAll(() => {
    const answers = lintTexts([
      ...files.map((file) => ({ file, source: readFileSync(file, 'utf8') })),
      ...files.map((file) => ({ file, source: `${readFileSync(file, 'utf8')}\n${REFUSED.map((refused) => refused.source).join('\n')}\n` })),
    ]);
    asTheyAre = answers.slice(0, files.length);
    withRefused = answers.slice(files.length);
  }, 180_000);

  it('covers every handler the schema names: each is a .js file under amplify/data/', () => {
    const named = namedHandlers();
    expect(named.length).toBeGreaterThanOrEqual(6);
    expect(named.filter((file) => !files.includes(file)).map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('passes each handler as it is', () => {
    expect(files.map((file, i) => ({ file: relative(ROOT, file), reported: asTheyAre[i] }))).toEqual(files.map((file) => ({ file: relative(ROOT, file), reported: [] })));
  });

  it('reports what the APPSYNC_JS runtime refuses in each handler, recursion included (type information loaded)', () => {
    const missing = files.flatMap((file, i) => REFUSED.filter(({ rule }) => !withRefused[i]!.includes(rule)).map(({ rule }) => `${relative(ROOT, file)}: ${rule}`));
    expect(missing).toEqual([]);
  });
});
