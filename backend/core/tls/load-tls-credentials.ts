import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendConfig } from '../config';
import { writeFileAtomic } from '../files/write-file-atomic';

export interface TlsCredentials {
  cert: string;
  key: string;
}

const GENERATED_DIR = 'tls';
const CERT_FILE = 'localhost-cert.pem';
const KEY_FILE = 'localhost-key.pem';
const VALIDITY_DAYS = 365;
/** A certificate this close to expiry is replaced on start, so a running server never serves an expired one. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The certificate and key the one server answers https with: the configured files, or a
 * self-signed certificate for localhost (and the PUBLIC_URL host) made once and kept in
 * DATA_DIR/tls/, so the browser's exception for it survives restarts.
 */
export async function loadTlsCredentials(config: Pick<BackendConfig, 'tls' | 'dataDir' | 'publicUrl'>): Promise<TlsCredentials | undefined> {
  const { tls } = config;
  if (!tls) return undefined;
  if (tls.source === 'files') {
    const [cert, key] = await Promise.all([readFile(tls.certFile, 'utf8'), readFile(tls.keyFile, 'utf8')]);
    return { cert, key };
  }
  const dir = join(config.dataDir, GENERATED_DIR);
  const hostnames = certificateHostnames(config.publicUrl);
  const existing = await readGenerated(dir);
  if (existing && isUsable(existing.cert, hostnames, new Date())) return existing;
  const created = await createSelfSignedCertificate(hostnames);
  await mkdir(dir, { recursive: true });
  // The key first and readable by its owner only; the certificate, written last and atomically,
  // is what marks the pair complete.
  await writeFile(join(dir, KEY_FILE), created.key, { mode: 0o600 });
  await writeFileAtomic(join(dir, CERT_FILE), created.cert);
  return created;
}

/** Where a generated certificate lives, for tests and for trusting it in a browser or `curl --cacert`. */
export function generatedCertificatePath(dataDir: string): string {
  return join(dataDir, GENERATED_DIR, CERT_FILE);
}

function certificateHostnames(publicUrl: string): string[] {
  return [...new Set(['localhost', '127.0.0.1', '::1', new URL(publicUrl).hostname.replace(/^\[|\]$/g, '')])];
}

async function readGenerated(dir: string): Promise<TlsCredentials | undefined> {
  try {
    const [cert, key] = await Promise.all([readFile(join(dir, CERT_FILE), 'utf8'), readFile(join(dir, KEY_FILE), 'utf8')]);
    return { cert, key };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Still valid for a week and made for every name the server is reached by. */
function isUsable(certPem: string, hostnames: string[], now: Date): boolean {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certPem);
  } catch {
    return false;
  }
  if (new Date(certificate.validTo).getTime() - now.getTime() < RENEW_BEFORE_MS) return false;
  return hostnames.every((name) => (isIpAddress(name) ? certificate.checkIP(name) : certificate.checkHost(name)) !== undefined);
}

async function createSelfSignedCertificate(hostnames: string[]): Promise<TlsCredentials> {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  // Loaded only here: with its X.509 and ASN.1 libraries it takes megabytes a server without a
  // generated certificate (or with one already made) never needs.
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: hostnames.map((name) => (isIpAddress(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name })),
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

function isIpAddress(name: string): boolean {
  return /^[\d.]+$/.test(name) || name.includes(':');
}
