// The storage backend (identity and storage services, embedded database, objects on disk, in a
// temporary data folder: startStorageBackend) in a process of its own, as s3rver runs in one, so
// the storage benchmark's small-object row compares two servers that each have a process to
// themselves. Run directly, it starts the backend, makes a signed-in user and prints the S3
// target as one JSON line; it stops when its stdin closes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startStorageBackend } from '../../backend/storage/test-support/start-storage-backend';
import type { SmallObjectTarget } from './small-object-load';

export interface StorageBackendProcess {
  target: SmallObjectTarget;
  close(): Promise<void>;
}

/** Starts this file as a child process and waits for its target. */
export async function startStorageBackendProcess(keyPrefix: string): Promise<StorageBackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, keyPrefix], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const target = await new Promise<SmallObjectTarget>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The storage backend process exited with ${code} before it listened.`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as SmallObjectTarget));
  });
  return {
    target,
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}

async function serve(keyPrefix: string): Promise<void> {
  const backend = await startStorageBackend();
  const credentials = await backend.userCredentials('small-objects@bench.banwatch.test');
  const target: SmallObjectTarget = { endpoint: backend.endpoint, region: backend.pool.settings.region, bucket: backend.bucket, credentials, keyPrefix };
  process.stdout.write(`${JSON.stringify(target)}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void backend.close().then(() => process.exit(0)));
}

if (require.main === module) {
  serve(process.argv[2] ?? 'public/bench/small-').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
