import { X509Certificate } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDataDir, removeTempDataDir } from '../database/temp-data-dir.test-helper';
import { generatedCertificatePath, loadTlsCredentials } from './load-tls-credentials';

let dataDir: string;
beforeEach(async () => {
  dataDir = await createTempDataDir();
});
afterEach(() => removeTempDataDir(dataDir));

describe('loadTlsCredentials', () => {
  it('serves plain http when TLS is not configured', async () => {
    await expect(loadTlsCredentials({ dataDir, publicUrl: 'http://localhost:3000' })).resolves.toBeUndefined();
  });

  it('generates a localhost certificate for the public host, keeps it in the data folder and reuses it', async () => {
    const config = { tls: { source: 'generated' as const }, dataDir, publicUrl: 'https://dev.banwatch.test:3400' };
    const first = await loadTlsCredentials(config);
    const certificate = new X509Certificate(first!.cert);
    for (const host of ['localhost', 'dev.banwatch.test']) expect(certificate.checkHost(host)).toBe(host);
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(await readFile(generatedCertificatePath(dataDir), 'utf8')).toBe(first!.cert);
    expect((await stat(join(dataDir, 'tls', 'localhost-key.pem'))).mode & 0o077).toBe(0);

    const second = await loadTlsCredentials(config);
    expect(second).toEqual(first);
    // A new public host name needs a certificate that names it.
    const renamed = await loadTlsCredentials({ ...config, publicUrl: 'https://other.banwatch.test' });
    expect(new X509Certificate(renamed!.cert).checkHost('other.banwatch.test')).toBe('other.banwatch.test');
  });

  it('reads a configured certificate and key from their files', async () => {
    await writeFile(join(dataDir, 'cert.pem'), 'CERT');
    await writeFile(join(dataDir, 'key.pem'), 'KEY');
    const tls = { source: 'files' as const, certFile: join(dataDir, 'cert.pem'), keyFile: join(dataDir, 'key.pem') };
    await expect(loadTlsCredentials({ tls, dataDir, publicUrl: 'https://localhost' })).resolves.toEqual({ cert: 'CERT', key: 'KEY' });
  });
});
