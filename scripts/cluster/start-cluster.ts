// The reference multi-instance deployment as a function, for the tests, the benchmarks and
// run-cluster.ts: N instances of the one server on one PostgreSQL database, one S3-compatible
// bucket and one SMTP server, behind the round-robin proxy whose origin is every instance's
// PUBLIC_URL. compose.yaml and the Procfile beside this file describe the same deployment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../backend/core/test-support/free-port';
import { startS3rver, type S3rverInstance } from '../../backend/storage/test-support/start-s3rver';
import { createClusterInstance, type ClusterInstance } from './cluster-instance';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

export type { ClusterInstance } from './cluster-instance';

export interface ClusterOptions {
  /** PostgreSQL shared by every instance (a `?options=-c search_path=…` in it selects a schema). */
  databaseUrl: string;
  /** How many instances; 2 unless said. */
  instances?: number;
  /** false: no proxy, one instance whose own origin is PUBLIC_URL (for measuring one instance alone). */
  withProxy?: boolean;
  /** The proxy's port (the public one); a free one unless said. */
  port?: number;
  /** The address the proxy listens on; every interface unless said (as the instances do). */
  host?: string;
  /** Each instance's port, in order; free ones unless said. */
  instancePorts?: number[];
  /** The STORAGE_S3_* settings of an existing bucket; without them an s3rver bucket is started here. */
  storageEnv?: Record<string, string>;
  /** An SMTP server to send through; without it a mail catcher is started here. */
  smtpUrl?: string;
  /** Further settings for every instance (PAGE_CACHE_TTL_MS, NEXT_DIST_DIR…). */
  env?: Record<string, string>;
  /** The folder that holds each instance's own data folder; a temporary one (removed by stop()) unless said. */
  dataDir?: string;
  /** Each line an instance prints. */
  onLine?: (instance: string, line: string) => void;
  /** Each message the mail catcher receives. */
  onMail?: (mail: CaughtMail) => void;
}

export interface Cluster {
  /** PUBLIC_URL: the proxy's origin, or the single instance's without a proxy. */
  origin: string;
  instances: ClusterInstance[];
  /** Set when the cluster started its own mail catcher. */
  mail?: MailCatcher;
  /** The settings every instance shares (without secrets of the caller's environment). */
  sharedEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the proxy first (it skips instances not yet listening), then every instance at once, and resolves when each answers /readyz. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const withProxy = options.withProxy ?? true;
  if (!Number.isInteger(count) || count < 1) throw new Error(`instances must be a whole number from 1 (got ${count})`);
  if (!withProxy && count !== 1) throw new Error('without the proxy the cluster is one instance');

  const cleanups: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const ports = await Promise.all(Array.from({ length: count }, (_, i) => options.instancePorts?.[i] ?? freePort()));
    const dataRoot = options.dataDir ?? mkdtempSync(join(tmpdir(), 'streamit-cluster-'));
    if (!options.dataDir) cleanups.push(() => rmSync(dataRoot, { recursive: true, force: true }));

    let proxy: RoundRobinProxy | undefined;
    if (withProxy) {
      proxy = await startRoundRobinProxy({ port: options.port, host: options.host, targets: ports.map((port) => ({ host: '127.0.0.1', port })) });
      cleanups.push(() => proxy?.close());
    }
    let s3rver: S3rverInstance | undefined;
    if (!options.storageEnv) {
      s3rver = await startS3rver('streamit-cluster');
      cleanups.push(() => s3rver?.close());
    }
    let mail: MailCatcher | undefined;
    if (!options.smtpUrl) {
      mail = await startMailCatcher({ onMail: options.onMail });
      cleanups.push(() => mail?.close());
    }

    const origin = proxy?.origin ?? `http://localhost:${ports[0]}`;
    const sharedEnv: Record<string, string> = {
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: origin,
      SMTP_URL: options.smtpUrl ?? mail?.smtpUrl ?? '',
      ...(options.storageEnv ?? s3rver?.env),
      // Several instances: never the single-instance allowances (an empty value means unset).
      SINGLE_INSTANCE: '',
      // The proxy (on this machine) says whom it forwards for: each visitor keeps quotas of their own.
      ...(withProxy ? { TRUSTED_PROXY_ADDRESSES: '127.0.0.1,::1' } : {}),
    };
    const instances = ports.map((port, i) =>
      createClusterInstance({ name: `instance-${i + 1}`, port, dataDir: join(dataRoot, `instance-${i + 1}`), env: sharedEnv, onLine: options.onLine }),
    );
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
    });
    // At once, as a platform starts replicas: migrations and the sample seed take a database lock.
    const starts = await Promise.allSettled(instances.map((instance) => instance.start()));
    const failed = starts.find((start): start is PromiseRejectedResult => start.status === 'rejected');
    if (failed) throw failed.reason;
    return { origin, instances, mail, sharedEnv, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
