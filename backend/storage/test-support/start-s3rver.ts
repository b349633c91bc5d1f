import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface S3rverInstance {
  /** The STORAGE_S3_* variables that point the backend at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  directory: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a random loopback port, with one empty bucket in a temporary folder. */
export async function startS3rver(bucket = 'streamit-upstream'): Promise<S3rverInstance> {
  const directory = mkdtempSync(join(tmpdir(), 'streamit-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', join(__dirname, 's3rver-process.mjs'), directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before it listened`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_BUCKET: bucket,
      // s3rver's fixed credentials.
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_REGION: 'us-east-1',
    },
    async close() {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
