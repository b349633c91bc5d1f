/**
 * One phase of the cluster bench: the reference deployment (scripts/cluster/start-cluster.ts) on
 * a fresh PostgreSQL schema, or one instance on a fresh embedded database (BENCH_DATABASE=embedded,
 * start-embedded-instance.ts), its instances' memory sampled from start to stop; the idle figure
 * once started and settled, then the setup a visitor's browser and the creators would do, the
 * mixed load (in a process of its own), and the memory after a rest.
 */
import { join } from 'node:path';
import { Pool } from 'undici';
import { createTestSchema } from '../../../backend/data/test-support/test-database';
import { startCluster } from '../../cluster/start-cluster';
import type { ClusterInstance } from '../../cluster/cluster-instance';
import { freshBuildCopy } from './fresh-build-copy';
import { runLoadProcess } from './load-process';
import type { LoadResult } from './mixed-load';
import { startResourceTimeline, type ResourceSample } from './resource-timeline';
import { createSignedInUsers, readSiteOutputs } from './signed-in-users';
import { readSiteContent, type SiteContent } from './site-content';
import { startEmbeddedInstance } from './start-embedded-instance';

export type BenchSettings = {
  distDir: string;
  /** PostgreSQL (a fresh schema of TEST_DATABASE_URL per phase) or each instance's own embedded database (one instance only). */
  database: 'postgres' | 'embedded';
  connections: number;
  signedInUsers: number;
  warmupMs: number;
  durationMs: number;
  windowMs: number;
  /** How often each instance's memory and CPU time are read. */
  sampleIntervalMs: number;
  editIntervalMs: number;
  /** Left idle after start before the idle figure, and after the load before the "after" one. */
  settleMs: number;
  restMs: number;
  workDir: string;
};

export type PhaseSpec = { name: string; instances: number; withProxy: boolean; ports?: { proxy: number; instances: number[] } };

export type PhaseResult = {
  spec: PhaseSpec;
  origin: string;
  instanceNames: string[];
  setup: { content: SiteContent; signInMs: number };
  idle: Map<string, number>;
  after: Map<string, number>;
  load: LoadResult;
  resources: ReadonlyMap<string, readonly ResourceSample[]>;
  /** This process's share of one core (the proxy runs here) from the warm-up's start to the load's end. */
  benchCpuShare: number;
  /** Lines the instances printed that report a failure (Next's ⨯ lines, errors), the first 20. */
  problems: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Deployment = { origin: string; instances: ClusterInstance[]; stop(): Promise<void> };

/** The schema is made on TEST_DATABASE_URL's server (backend/data/test-support/test-database.ts) and dropped after. */
export async function runPhase(spec: PhaseSpec, settings: BenchSettings): Promise<PhaseResult> {
  if (settings.database === 'embedded' && (spec.instances !== 1 || spec.withProxy)) throw new Error('the embedded database serves one instance alone');
  const schema = settings.database === 'postgres' ? await createTestSchema('bench_cluster') : undefined;
  const build = freshBuildCopy(settings.distDir, spec.name.replace(/[^a-z0-9]+/gi, '-'));
  const problems: string[] = [];
  try {
    const onLine = (instance: string, line: string) => {
      if (problems.length < 20 && /⨯|Error|error:|FATAL/.test(line)) problems.push(`[${instance}] ${line.trim().slice(0, 240)}`);
    };
    const env = { NEXT_DIST_DIR: build.distDir };
    const cluster: Deployment = schema
      ? await startCluster({
          databaseUrl: schema.databaseUrl,
          instances: spec.instances,
          withProxy: spec.withProxy,
          port: spec.ports?.proxy,
          instancePorts: spec.ports?.instances,
          env,
          onLine,
        })
      : await startEmbeddedInstance({ port: spec.ports?.instances[0], env, onLine });
    const probes = new Map(cluster.instances.map((instance) => [instance.name, { rss: () => instance.rss(), pid: () => instance.pid }]));
    const resources = startResourceTimeline(probes, settings.sampleIntervalMs);
    try {
      await sleep(settings.settleMs);
      const idle = new Map(cluster.instances.map((instance) => [instance.name, instance.rss()]));

      const origin = spec.withProxy ? cluster.origin : cluster.instances[0].origin;
      const pool = new Pool(origin, { connections: 4 });
      const outputs = await readSiteOutputs(pool);
      const api = { graphqlPath: new URL(outputs.data.url).pathname, apiKey: outputs.data.api_key };
      const content = await readSiteContent(pool, api);
      const signInStarted = performance.now();
      const users = await createSignedInUsers({ pool, outputs, dataDir: cluster.instances[0].dataDir, count: settings.signedInUsers });
      const signInMs = performance.now() - signInStarted;
      await pool.close();

      const benchCpuBefore = process.cpuUsage();
      const loadStarted = performance.now();
      const load = await runLoadProcess(
        {
          origin,
          target: { content, ...api, publicOrigin: new URL(outputs.data.url).origin },
          users,
          connections: settings.connections,
          warmupMs: settings.warmupMs,
          durationMs: settings.durationMs,
          windowMs: settings.windowMs,
          editIntervalMs: settings.editIntervalMs,
        },
        { plan: join(settings.workDir, `${build.distDir}-plan.json`), result: join(settings.workDir, `${build.distDir}-result.json`) },
      );
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const loadSeconds = (performance.now() - loadStarted) / 1000;
      await sleep(settings.restMs);
      const after = new Map(cluster.instances.map((instance) => [instance.name, instance.rss()]));
      return {
        spec,
        origin,
        instanceNames: cluster.instances.map((instance) => instance.name),
        setup: { content, signInMs },
        idle,
        after,
        load,
        resources: resources.samples,
        benchCpuShare: (benchCpu.user + benchCpu.system) / 1e6 / loadSeconds,
        problems,
      };
    } finally {
      resources.stop();
      await cluster.stop();
    }
  } finally {
    build.remove();
    await schema?.drop();
  }
}
