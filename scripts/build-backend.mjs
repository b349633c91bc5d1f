// Compiles the one server (backend/main.ts and everything of ours it imports) into one CommonJS
// file ahead of time, so production runs plain JavaScript. Under tsx the server kept tsx's module
// parser (WebAssembly, ~10 MB), the source maps tsx turns on for every module (~9 MB) and the
// transformed text of each TypeScript file: about 40 MB of an idle instance (measured with
// scripts/bench/cluster's one-instance phase). Packages stay outside (required from node_modules
// at run time), as Next must be. `npm run dev`, the tests and the CLIs keep running the sources
// through tsx; this is only what `npm start` and the reference deployment run.
//
// The build takes about a second, so `npm start` makes it at every start (never stale). The
// source map is written beside it but only read with NODE_OPTIONS=--enable-source-maps (it would
// cost the memory this saves); without it stack traces name the compiled file's lines.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(root, 'backend', 'main.ts');

/** The compiled server's path for a Next build folder (its name or absolute path). */
export function backendEntryFor(distDir) {
  return join(resolve(root, distDir), 'backend', 'main.cjs');
}

/**
 * esbuild as tsx (a dependency) installs it: the same compiler that ran these sources until now,
 * with no dependency of its own to keep in step.
 */
function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return fromTsx('esbuild');
}

/**
 * A file of ours that names its own folder (`__dirname`, to find a worker script, the migrations
 * or the project root) keeps naming that folder once compiled into one file elsewhere: the name
 * becomes the folder's path relative to the compiled file's.
 */
function ownFolderNames(outDir) {
  return {
    name: 'own-folder-names',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!/\b__dirname\b/.test(text)) return undefined;
        const folder = JSON.stringify(relative(outDir, dirname(args.path)));
        return { contents: text.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${folder})`), loader: 'ts' };
      });
    },
  };
}

/** Builds running in this process: esbuild's service process (~55 MB) is stopped after the last. */
let buildsRunning = 0;

/** Writes `<distDir>/backend/main.cjs` (and its map) in one rename each, so a start never runs half a file. */
export async function buildBackend(distDir) {
  const esbuild = loadEsbuild();
  buildsRunning += 1;
  try {
    return await compileInto(esbuild, backendEntryFor(distDir));
  } finally {
    buildsRunning -= 1;
    // Otherwise it lives as long as the process that asked (npm start's launcher, a test runner).
    if (buildsRunning === 0) await esbuild.stop();
  }
}

async function compileInto(esbuild, outfile) {
  const outDir = dirname(outfile);
  mkdirSync(outDir, { recursive: true });
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    format: 'cjs',
    packages: 'external',
    // import() of a package becomes require(), as it was under tsx: Node's ESM resolution would
    // refuse deep paths without an extension (next/dist/server/load-components).
    supported: { 'dynamic-import': false },
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
    plugins: [ownFolderNames(outDir)],
  });
  const suffix = `.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  for (const file of result.outputFiles) {
    const temporary = `${file.path}${suffix}`;
    try {
      writeFileSync(temporary, file.contents);
      renameSync(temporary, file.path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw new Error(`could not write ${basename(file.path)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outfile;
}

// `node scripts/build-backend.mjs [distDir]` (NEXT_DIST_DIR or .next unless given): for a process
// manager or an image, which then run `node <distDir>/backend/main.cjs` themselves.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
  buildBackend(distDir).then(
    (outfile) => console.log(`[build-backend] ${relative(process.cwd(), outfile)}`),
    (error) => {
      console.error(`[build-backend] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
