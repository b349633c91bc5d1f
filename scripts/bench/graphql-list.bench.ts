// npm run bench graphql-list – 50 briefs through GraphQL with the API key (32 connections) beside
// the same rows read by one SQL query on the same store. Target: GraphQL ≥ 1/3 of the SQL rate.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { PROJECT_ROOT } from '../../backend/core/project-root';
import { loadDataDeclaration } from '../../backend/data/declaration/load-declaration';
import { createRecordInputTypes } from '../../backend/data/graphql/build-data-schema';
import { resetSampleContent } from '../../backend/data/seed/seed-sample-content';
import { startDataBackend } from '../../backend/data/test-support/start-data-backend';
import { LIST_BRIEFS_QUERY } from './peers/graphql-documents';

const CONNECTIONS = 32;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const WARMUP_MS = 1000;
const PAGE = 50;
const TARGET_RATIO = 1 / 3;
const OWNER = { sub: '4b1f0c52-2f6c-4c1e-9d59-0d2f5a3c9e11', username: 'bench@example.com' };

interface Figures {
  requests: number;
  seconds: number;
  latencies: number[];
}

/** Runs `task` from `concurrency` loops for the duration (after a warm-up) and records each latency. */
async function measure(concurrency: number, task: () => Promise<void>): Promise<Figures> {
  const warmupEnd = Date.now() + WARMUP_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < warmupEnd) await task();
    }),
  );
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + DURATION_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const began = performance.now();
        await task();
        latencies.push(performance.now() - began);
      }
    }),
  );
  return {
    requests: latencies.length,
    seconds: (performance.now() - start) / 1000,
    latencies: latencies.sort((a, b) => a - b),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const report = (name: string, figures: Figures) => {
  const rate = figures.requests / figures.seconds;
  console.log(
    `${name.padEnd(22)} ${rate.toFixed(0).padStart(7)} req/s   p50 ${percentile(figures.latencies, 50).toFixed(2)} ms   p99 ${percentile(figures.latencies, 99).toFixed(2)} ms`,
  );
  return rate;
};

/** The backend in a process of its own (as in production), so the load generator does not share its thread. */
function startServerProcess(
  dataDir: string,
): Promise<{ child: ChildProcess; graphqlUrl: string; apiKey: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'backend/data/test-support/serve-data-backend.ts')],
    {
      // NODE_ENV as `npm start` sets it: graphql-js skips its development-only checks.
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, ...(JSON.parse(line) as { graphqlUrl: string; apiKey: string }) });
    });
    child.on('exit', (code) => reject(new Error(`the backend process exited (${code})`)));
  });
}

async function main(): Promise<void> {
  const dataDir = await createTempDataDir();
  try {
    // 1. Fill the store and read it with raw SQL, alone in this process.
    const direct = await startDataBackend({ dataDir, sampleContent: null });
    const declaration = loadDataDeclaration();
    const db = direct.backend.context.db;
    await resetSampleContent(
      { db, recordInputs: createRecordInputTypes(declaration.models), models: declaration.models },
      { Brief: sampleBriefs() },
    );
    const sql = await measure(CONNECTIONS, async () => {
      const { rows } = await db.query(
        "SELECT doc FROM data_records WHERE model = 'Brief' ORDER BY id LIMIT 50",
      );
      if (rows.length !== PAGE) throw new Error('SQL did not answer 50 rows.');
    });
    await direct.close();

    // 2. The same store behind the server in its own process, loaded over 32 keep-alive connections.
    const server = await startServerProcess(dataDir);
    const url = new URL(server.graphqlUrl);
    const pool = new Pool(url.origin, { connections: CONNECTIONS, pipelining: 1 });
    const body = JSON.stringify({ query: LIST_BRIEFS_QUERY, variables: { limit: PAGE } });
    const headers = { 'content-type': 'application/json', 'x-api-key': server.apiKey };
    const first = await pool.request({ path: url.pathname, method: 'POST', headers, body });
    const answer = (await first.body.json()) as { data?: { listBriefs?: { items: unknown[] } } };
    if (answer.data?.listBriefs?.items.length !== PAGE)
      throw new Error(`The GraphQL list did not answer 50 briefs: ${JSON.stringify(answer).slice(0, 300)}`);
    const graphql = await measure(CONNECTIONS, async () => {
      const response = await pool.request({ path: url.pathname, method: 'POST', headers, body });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`GraphQL answered ${response.statusCode}`);
    });
    await pool.close();
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;

    console.log(
      `Listing ${PAGE} briefs, ${CONNECTIONS} concurrent, ${DURATION_MS / 1000} s each, embedded PostgreSQL (PGlite)`,
    );
    const graphqlRate = report('GraphQL (API key)', graphql);
    const sqlRate = report('raw SQL, one query', sql);
    const ratio = graphqlRate / sqlRate;
    console.log(
      `ratio GraphQL / SQL: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)}) ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    );
  } finally {
    removeTempDataDir(dataDir);
  }
}

function sampleBriefs() {
  return Array.from({ length: PAGE + 10 }, (_, index) => ({
    id: `brief-${String(index).padStart(3, '0')}`,
    owner: OWNER,
    userId: OWNER.sub,
    title: `Brief number ${index}: discipline under pressure`,
    slug: `brief-number-${index}`,
    description: 'How creators keep publishing when a platform turns against them.',
    username: 'bench',
    blogDate: `2025-0${(index % 9) + 1}-1${index % 10}`,
    month: 'March',
    categories: 'Information warfare',
    profileId: 'profile-bench',
    longDescription: 'A longer text. '.repeat(40),
    thumbnail: `/artwork/still/brief-${index}.svg`,
    userImage: '/artwork/portrait/bench.svg',
    tags: ['discipline', 'power', 'stoicism'],
    warfareTags: ['narrative', 'deplatforming'],
    status: 'PUBLISHED',
    views: index * 37,
    shares: index,
    featured: index % 5 === 0,
  }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
