import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { POOL_SETTINGS } from '../../amplify/auth/pool-settings';
import { unreadableProxyEntries } from './http/client-address';
import { PROJECT_ROOT } from './project-root';

/** The region is declared once, with the pool in amplify/. */
export const BACKEND_REGION = POOL_SETTINGS.region;
const DEFAULT_PORT = 3000;
const DEFAULT_MAIL_FROM = 'StreamIt <no-reply@localhost>';
const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Left-over uploads the staging folder may hold before the oldest go (backend/storage/upload/staging-sweeper.ts). */
const DEFAULT_STAGING_MAX_BYTES = 1024 ** 3;
/** S3's own ceiling for one object. */
const MAX_OBJECT_BYTES = 5 * 1024 ** 4;
/**
 * Guests' pages are given out again for up to 5 s: every edit empties the cache at once (on every
 * instance), so the TTL bounds only a change nothing announced. At 1 s each hot page and listing
 * variant went back to Next every second, most of a core under the readers bench (issue 50).
 */
const DEFAULT_PAGE_CACHE_TTL_MS = 5000;
/** Public pages must show an edit within seconds; a longer page cache would break that promise. */
const MAX_PAGE_CACHE_TTL_MS = 5000;
const DEFAULT_PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Renders at once per core: enough to overlap a render's waits on the database, few enough that a burst queues instead of slowing everyone.
 * 8 per core was tried (issue 50, docs/benchmarks.md): no faster, and on PostgreSQL with a large store the server sat at its heap bound.
 */
const RENDERS_PER_CORE = 4;
const DEFAULT_SITE_MAX_QUEUED = 128;
const DEFAULT_SITE_QUEUE_WAIT_MS = 5000;
/**
 * PGlite's shared buffers, held in the process's memory from the start (PostgreSQL's initdb sets
 * 128 MB). Pages beyond them are read from the files, which the operating system caches anyway.
 */
export const DEFAULT_EMBEDDED_DB_SHARED_BUFFERS_MB = 32;
/** The embedded database's whole memory is one 32-bit WebAssembly memory (2 GB at most). */
const MAX_EMBEDDED_DB_SHARED_BUFFERS_MB = 1024;
/**
 * After SIGTERM, an instance on a shared database keeps serving (with /readyz saying `draining`)
 * this long before it stops accepting connections: a load balancer's health check sees it leave
 * first, so no visitor's new connection is refused. Alone (embedded or SINGLE_INSTANCE) nobody needs the wait.
 */
const DEFAULT_SHARED_DRAIN_MS = 5000;
const MAX_DRAIN_MS = 120_000;

export interface BackendConfig {
  port: number;
  /** Origin the browser uses, without a trailing slash; endpoints in amplify_outputs.json start with it. */
  publicUrl: string;
  /** Absolute path of the data folder (embedded database, outbox, generated files). */
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  region: typeof BACKEND_REGION;
  /** Absolute path of the amplify_outputs.json the backend writes on start. */
  outputsPath: string;
  storage: StorageConfig;
  /** Set when the one server answers https itself (the hosted sign-in UI is only reached over https). */
  tls?: TlsConfig;
  /** The micro-cache of guests' pages in front of Next (backend/core/http/page-cache/). */
  pageCache: PageCacheConfig;
  /** How many of the site's renders run at once and how many wait (core/http/admission/). */
  admission: AdmissionConfig;
  /** The embedded database (PGlite), when DATABASE_URL is not set. */
  embeddedDatabase: EmbeddedDatabaseConfig;
  /**
   * SINGLE_INSTANCE: the operator declares that this is the only process serving DATABASE_URL, so
   * what lives on this machine (disk storage, the mail outbox) is safe; see deployment-rules.ts.
   */
  singleInstance: boolean;
  /** SHUTDOWN_DRAIN_MS: how long a stopping instance keeps serving while /readyz answers `draining`. */
  drainMs: number;
  /**
   * TRUSTED_PROXY_ADDRESSES: the load balancers or proxies (IPs, CIDR ranges) whose X-Forwarded-For
   * names the visitor (backend/core/http/client-address.ts); none by default.
   */
  trustedProxies: string[];
}

export interface PageCacheConfig {
  /** How long a shareable page is given out again without asking Next; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on the memory the cached pages take. */
  maxBytes: number;
}

export interface AdmissionConfig {
  /** SITE_MAX_RENDERS: renders at once, all kinds together; 0 turns admission off. */
  maxActive: number;
  /** SITE_MAX_QUEUED: requests waiting at once in each lane (pages, searches, downloads). */
  maxQueued: number;
  /** SITE_QUEUE_WAIT_MS: the longest a request waits before it is answered 503. */
  maxWaitMs: number;
}

export interface EmbeddedDatabaseConfig {
  /** PostgreSQL's shared_buffers, in MB: memory held from the start, in exchange for fewer reads of the data files. */
  sharedBuffersMb: number;
}

/** A certificate and key from files, or a self-signed localhost certificate kept in `DATA_DIR/tls/`. */
export type TlsConfig = { source: 'files'; certFile: string; keyFile: string } | { source: 'generated' };

export interface StorageConfig {
  /** The largest object an upload may create (one PUT or a whole multipart upload). */
  maxUploadBytes: number;
  /** Bound on the bytes idle files in the staging folder may take before the oldest are removed. */
  stagingMaxBytes: number;
  /** An S3-compatible bucket to keep objects in instead of DATA_DIR/storage. */
  s3?: StorageS3Config;
}

export interface StorageS3Config {
  /** Absent: Amazon S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Absent: the AWS SDK's default credential chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export type BackendEnv = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid backend configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the backend's environment variables, applying defaults; reports every bad value at once. */
export function loadBackendConfig(env: BackendEnv = process.env): BackendConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    // An empty value (as .env files often leave) means "unset".
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('PORT'), problems);
  const tls = parseTlsConfig(read, problems);
  const publicUrl = parsePublicUrl(read('PUBLIC_URL') ?? `${tls ? 'https' : 'http'}://localhost:${port}`, problems);
  if (tls && publicUrl.startsWith('http:')) {
    problems.push(`PUBLIC_URL must be https:// when the server serves TLS (got "${publicUrl}")`);
  }
  const databaseUrl = parseUrlWithProtocols('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:'], problems);
  const smtpUrl = parseUrlWithProtocols('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:'], problems);
  const mailFrom = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!isMailbox(mailFrom)) {
    problems.push(`MAIL_FROM must be an address such as "Name <user@host>" or "user@host" (got "${mailFrom}")`);
  }

  const storage = parseStorageConfig(read, problems);
  const pageCache: PageCacheConfig = {
    ttlMs: parseWholeNumber('PAGE_CACHE_TTL_MS', read('PAGE_CACHE_TTL_MS'), DEFAULT_PAGE_CACHE_TTL_MS, 0, MAX_PAGE_CACHE_TTL_MS, problems),
    maxBytes: parseWholeNumber('PAGE_CACHE_MAX_BYTES', read('PAGE_CACHE_MAX_BYTES'), DEFAULT_PAGE_CACHE_MAX_BYTES, 1024, 2 ** 40, problems),
  };

  const admission: AdmissionConfig = {
    maxActive: parseWholeNumber('SITE_MAX_RENDERS', read('SITE_MAX_RENDERS'), RENDERS_PER_CORE * availableParallelism(), 0, 10_000, problems),
    maxQueued: parseWholeNumber('SITE_MAX_QUEUED', read('SITE_MAX_QUEUED'), DEFAULT_SITE_MAX_QUEUED, 0, 1_000_000, problems),
    maxWaitMs: parseWholeNumber('SITE_QUEUE_WAIT_MS', read('SITE_QUEUE_WAIT_MS'), DEFAULT_SITE_QUEUE_WAIT_MS, 0, 600_000, problems),
  };

  const embeddedDatabase: EmbeddedDatabaseConfig = {
    sharedBuffersMb: parseWholeNumber(
      'EMBEDDED_DB_SHARED_BUFFERS_MB',
      read('EMBEDDED_DB_SHARED_BUFFERS_MB'),
      DEFAULT_EMBEDDED_DB_SHARED_BUFFERS_MB,
      1,
      MAX_EMBEDDED_DB_SHARED_BUFFERS_MB,
      problems,
    ),
  };

  const singleInstance = parseBoolean('SINGLE_INSTANCE', read('SINGLE_INSTANCE'), problems);
  const isShared = databaseUrl !== undefined && !singleInstance;
  const drainMs = parseWholeNumber('SHUTDOWN_DRAIN_MS', read('SHUTDOWN_DRAIN_MS'), isShared ? DEFAULT_SHARED_DRAIN_MS : 0, 0, MAX_DRAIN_MS, problems);

  const trustedProxies = (read('TRUSTED_PROXY_ADDRESSES') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const unreadable = unreadableProxyEntries(trustedProxies);
  if (unreadable.length > 0)
    problems.push(`TRUSTED_PROXY_ADDRESSES must list IP addresses or CIDR ranges, separated by commas (cannot read ${unreadable.map((entry) => `"${entry}"`).join(', ')})`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    publicUrl,
    dataDir: resolveFromRoot(read('DATA_DIR') ?? '.data'),
    databaseUrl,
    smtpUrl,
    mailFrom,
    region: BACKEND_REGION,
    outputsPath: resolveFromRoot(read('AMPLIFY_OUTPUTS_PATH') ?? 'amplify_outputs.json'),
    storage,
    tls,
    pageCache,
    admission,
    embeddedDatabase,
    singleInstance,
    drainMs,
    trustedProxies,
  };
}

/** TLS_CERT_FILE and TLS_KEY_FILE name a certificate; HTTPS=1 alone generates a local one. */
function parseTlsConfig(read: (name: string) => string | undefined, problems: string[]): TlsConfig | undefined {
  const certFile = read('TLS_CERT_FILE');
  const keyFile = read('TLS_KEY_FILE');
  const https = read('HTTPS');
  if (https !== undefined && !['1', 'true', '0', 'false'].includes(https)) {
    problems.push(`HTTPS must be 1, true, 0 or false (got "${https}")`);
  }
  const isHttpsOff = https === '0' || https === 'false';
  if ((certFile === undefined) !== (keyFile === undefined)) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    return undefined;
  }
  if (certFile && keyFile) {
    if (isHttpsOff) problems.push('TLS_CERT_FILE and TLS_KEY_FILE are set but HTTPS turns TLS off');
    return { source: 'files', certFile: resolveFromRoot(certFile), keyFile: resolveFromRoot(keyFile) };
  }
  return https === '1' || https === 'true' ? { source: 'generated' } : undefined;
}

function parseStorageConfig(read: (name: string) => string | undefined, problems: string[]): StorageConfig {
  const limit = read('STORAGE_MAX_UPLOAD_BYTES');
  let maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES;
  if (limit !== undefined) {
    maxUploadBytes = Number(limit);
    if (!/^\d+$/.test(limit) || maxUploadBytes < 1 || maxUploadBytes > MAX_OBJECT_BYTES) {
      problems.push(`STORAGE_MAX_UPLOAD_BYTES must be a whole number of bytes from 1 to ${MAX_OBJECT_BYTES} (got "${limit}")`);
      maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES;
    }
  }

  const stagingMaxBytes = parseWholeNumber('STORAGE_STAGING_MAX_BYTES', read('STORAGE_STAGING_MAX_BYTES'), DEFAULT_STAGING_MAX_BYTES, 1024 ** 2, 2 ** 50, problems);

  const bucket = read('STORAGE_S3_BUCKET');
  const endpoint = parseUrlWithProtocols('STORAGE_S3_ENDPOINT', read('STORAGE_S3_ENDPOINT'), ['http:', 'https:'], problems);
  const accessKeyId = read('STORAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = read('STORAGE_S3_SECRET_ACCESS_KEY');
  const forcePathStyle = read('STORAGE_S3_FORCE_PATH_STYLE');
  if (!bucket) {
    const strays = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY', 'STORAGE_S3_REGION', 'STORAGE_S3_FORCE_PATH_STYLE'];
    const set = strays.filter((name) => read(name) !== undefined);
    if (set.length > 0) problems.push(`${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set but STORAGE_S3_BUCKET is not`);
    return { maxUploadBytes, stagingMaxBytes };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`STORAGE_S3_BUCKET must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`);
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together');
  }
  if (forcePathStyle !== undefined && forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    problems.push(`STORAGE_S3_FORCE_PATH_STYLE must be true or false (got "${forcePathStyle}")`);
  }
  return {
    maxUploadBytes,
    stagingMaxBytes,
    s3: {
      endpoint,
      bucket,
      region: read('STORAGE_S3_REGION') ?? 'us-east-1',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // S3-compatible servers (MinIO, s3rver…) rarely answer virtual-hosted names; Amazon S3 prefers them.
      forcePathStyle: forcePathStyle === undefined ? endpoint !== undefined : forcePathStyle === 'true',
    },
  };
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? resolve(path) : resolve(PROJECT_ROOT, path);
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${value}")`);
    return DEFAULT_PORT;
  }
  return port;
}

function parseWholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number, problems: string[]): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
    return fallback;
  }
  return number;
}

/** true/1 or false/0; unset is false. */
function parseBoolean(name: string, value: string | undefined, problems: string[]): boolean {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  problems.push(`${name} must be true, 1, false or 0 (got "${value}")`);
  return false;
}

function parsePublicUrl(value: string, problems: string[]): string {
  const url = tryParseUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    problems.push(`PUBLIC_URL must be an http(s) URL such as http://localhost:3000 (got "${value}")`);
    return value;
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    problems.push(`PUBLIC_URL must be an origin only, without path, query or credentials (got "${value}")`);
  }
  return url.origin;
}

function parseUrlWithProtocols(
  name: string,
  value: string | undefined,
  protocols: string[],
  problems: string[],
): string | undefined {
  if (value === undefined) return undefined;
  const url = tryParseUrl(value);
  if (!url || !protocols.includes(url.protocol)) {
    // The value may hold a password, so the message does not repeat it.
    problems.push(`${name} must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);
    return undefined;
  }
  return value;
}

function isMailbox(value: string): boolean {
  const address = /<([^<>]*)>\s*$/.exec(value)?.[1] ?? value;
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address);
}

function tryParseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
