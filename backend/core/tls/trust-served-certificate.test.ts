import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTempDataDir, removeTempDataDir } from '../database/temp-data-dir.test-helper';
import { generatedCertificatePath, loadTlsCredentials } from './load-tls-credentials';

const run = promisify(execFile);

let dataDir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dataDir = await createTempDataDir({ withDatabase: false });
  const credentials = await loadTlsCredentials({ tls: { source: 'generated' }, dataDir, publicUrl: 'https://localhost' });
  server = createServer(credentials!, (_req, res) => res.end('ok'));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `https://localhost:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  removeTempDataDir(dataDir);
});

/**
 * Node's own fetch reads its dispatcher from the real global object, which Jest's sandbox hides,
 * so the calls run in a separate Node process, as they do in the server.
 */
async function callFromNode(shouldTrust: boolean): Promise<{ fetch: string; httpsGet: string }> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'trust-served-certificate.test-helper.ts'), url, shouldTrust ? generatedCertificatePath(dataDir) : ''],
    { cwd: join(__dirname, '..', '..', '..') },
  );
  return JSON.parse(stdout) as { fetch: string; httpsGet: string };
}

describe('trustedCertificates', () => {
  it('lets fetch and https.get reach a server with the generated self-signed certificate', async () => {
    expect(await callFromNode(false)).toEqual({ fetch: 'DEPTH_ZERO_SELF_SIGNED_CERT', httpsGet: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(await callFromNode(true)).toEqual({ fetch: 'ok', httpsGet: 'ok' });
    // Two Node processes compiling TypeScript as they load: over Jest's 5 s on a loaded 2-core machine (CI on 46f7394).
  }, 60_000);
});
