/**
 * The product as `npm start` runs it (backend/main.ts: site and backend in one process, production
 * build, embedded database, objects on disk, mail to the outbox folder), on its own temporary data
 * folder. Confirmation codes are taken from the outbox: the server logs each mail's file as it
 * writes it, and that file is read, as a developer would open it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEml } from '../../../backend/core/mail/parse-eml';
import { createClusterInstance } from '../../cluster/cluster-instance';
import { createCodeInbox, type CodeInbox } from './code-inbox';

/** The parts of amplify_outputs.json the bench uses. */
export interface ProductOutputs {
  auth: { user_pool_id: string; user_pool_client_id: string; identity_pool_id: string; aws_region: string };
  data: { url: string; api_key: string };
  storage: { bucket_name: string; aws_region: string };
  custom: { user_pool_endpoint: string; identity_pool_endpoint: string; storage_endpoint: string };
}

export interface ProductServer {
  origin: string;
  pid: number | undefined;
  outputs: ProductOutputs;
  codes: CodeInbox;
  stop(): Promise<void>;
}

/** `[mail] to <address>: "<subject>" (no SMTP_URL, written to <file>)` (backend/core/mail/outbox-mailer.ts). */
const OUTBOX_LINE = /^\[mail\] to (\S+): ".*" \(no SMTP_URL, written to (.+\.eml)\)$/;
const CODE = /\b(\d{6})\b/;

export async function startProduct(options: { port: number; distDir: string }): Promise<ProductServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-peers-product-'));
  const codes = createCodeInbox();
  const readCode = async (address: string, file: string) => {
    const code = CODE.exec(parseEml(await readFile(file, 'utf8')).text ?? '')?.[1];
    if (code) codes.deliver(address, code);
  };
  const instance = createClusterInstance({
    name: 'product',
    port: options.port,
    dataDir,
    // The embedded defaults: no DATABASE_URL, bucket or SMTP server from the caller's environment.
    // The bench is the load balancer: its writes say whom they forward for (graphql-documents.ts).
    env: {
      NEXT_DIST_DIR: options.distDir,
      DATABASE_URL: '',
      STORAGE_S3_BUCKET: '',
      STORAGE_S3_ENDPOINT: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      TRUSTED_PROXY_ADDRESSES: '127.0.0.1,::1',
      // Its sign-up row signs up as fast as the server answers, all from this machine.
      SIGN_UP_LIMITS: 'off',
    },
    onLine: (_name, line) => {
      const mail = OUTBOX_LINE.exec(line);
      if (mail) void readCode(mail[1], mail[2]).catch((error: unknown) => console.error(`[product] could not read ${mail[2]}:`, error));
      else if (/error|fail/i.test(line)) console.error(`[product] ${line}`);
    },
  });
  try {
    await instance.start();
    const outputs = JSON.parse(await readFile(instance.outputsPath, 'utf8')) as ProductOutputs;
    return {
      origin: instance.origin,
      get pid() {
        return instance.pid;
      },
      outputs,
      codes,
      async stop() {
        await instance.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
