// One instance as `npm start` runs it by default, for the cluster bench's BENCH_DATABASE=embedded:
// the embedded database (PGlite) in its own data folder, files on its disk, mail in its outbox, its
// own origin as PUBLIC_URL; no PostgreSQL, bucket, mail catcher or proxy. Shaped like the part of
// startCluster()'s answer the bench reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../backend/core/test-support/free-port';
import { createClusterInstance, type ClusterInstance } from '../../cluster/cluster-instance';

export interface EmbeddedInstance {
  origin: string;
  instances: [ClusterInstance];
  stop(): Promise<void>;
}

export async function startEmbeddedInstance(options: { port?: number; env: Record<string, string>; onLine?: (instance: string, line: string) => void }): Promise<EmbeddedInstance> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'streamit-embedded-'));
  const origin = `http://localhost:${port}`;
  const instance = createClusterInstance({
    name: 'instance-1',
    port,
    dataDir,
    // Empty values mean unset: nothing of a shared deployment leaks in from the caller's environment.
    env: { ...options.env, PUBLIC_URL: origin, DATABASE_URL: '', SMTP_URL: '', STORAGE_S3_BUCKET: '' },
    onLine: options.onLine,
  });
  const stop = async () => {
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await instance.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, instances: [instance], stop };
}
