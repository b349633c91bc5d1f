import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * What each function of amplify/functions/ names in its code: the models whose tables it reads
 * (`tableOf('Profile')` reads PROFILE_TABLE; `PROFILE_MODEL = 'Profile'` in the rules it runs;
 * `model: 'Brief'` in a query's description) and the indexes it queries (`listByIndex(model,
 * 'field')`). Read from the files its handler imports, so a rule added to amplify/data/ is seen.
 */
export interface FunctionTableUses {
  name: string;
  models: Map<string, string[]>;
  /** `listByIndex` calls: the model when the code names it by a constant or literal, else null. */
  indexQueries: { model: string | null; field: string; source: string }[];
  /** `<NAME>_TABLE` variables named literally in the code. */
  tableVariables: Map<string, string[]>;
}

const NOT_SHIPPED = /\.(test|test-helper)\.ts$|\/test-support\//;

/** The function's own files and those they import (value imports; `import type` bundles nothing). */
function importClosure(entry: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || NOT_SHIPPED.test(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, kind, specifier] of text.matchAll(/^(import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)) {
      if (!kind) continue;
      const base = resolve(dirname(file), specifier);
      const target = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...files];
}

function add(map: Map<string, string[]>, key: string, source: string) {
  map.set(key, [...(map.get(key) ?? []), source]);
}

export function functionTableUsesOf(projectRoot: string): FunctionTableUses[] {
  const functionsDir = join(projectRoot, 'amplify', 'functions');
  return readdirSync(functionsDir)
    .filter((folder) => existsSync(join(functionsDir, folder, 'resource.ts')))
    .map((folder) => {
      const resource = readFileSync(join(functionsDir, folder, 'resource.ts'), 'utf8');
      const name = /\bname:\s*'([^']+)'/.exec(resource)?.[1] ?? folder;
      const entry = /\bentry:\s*'([^']+)'/.exec(resource)?.[1] ?? './handler.ts';
      const files = importClosure(resolve(functionsDir, folder, entry));
      const texts = files.map((file) => ({ source: relative(projectRoot, file), text: readFileSync(file, 'utf8') }));
      const constants = new Map<string, string>();
      for (const { text } of texts) for (const [, constant, value] of text.matchAll(/\bconst\s+(\w+)\s*=\s*'([A-Za-z]\w*)'/g)) constants.set(constant, value);
      const uses: FunctionTableUses = { name, models: new Map(), indexQueries: [], tableVariables: new Map() };
      for (const { source, text } of texts) {
        for (const [, model] of text.matchAll(/\bconst\s+\w+_MODEL\s*=\s*'(\w+)'/g)) add(uses.models, model, source);
        for (const [, model] of text.matchAll(/\btableOf\(\s*'(\w+)'\s*\)/g)) add(uses.models, model, source);
        for (const [, model] of text.matchAll(/\bmodel:\s*'([A-Z]\w*)'/g)) add(uses.models, model, source);
        for (const [, variable] of text.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_TABLE)\b/g)) add(uses.tableVariables, variable, source);
        for (const [, argument, field] of text.matchAll(/\.listByIndex\(\s*('\w+'|\w+)\s*,\s*'(\w+)'/g)) {
          const model = argument.startsWith("'") ? argument.slice(1, -1) : (constants.get(argument) ?? null);
          uses.indexQueries.push({ model, field, source });
        }
      }
      return uses;
    });
}
