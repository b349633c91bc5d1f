import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadBackendConfig } from './config';
import { PROJECT_ROOT } from './project-root';

describe('loadBackendConfig', () => {
  it('has safe defaults for an empty environment', () => {
    expect(loadBackendConfig({})).toEqual({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: join(PROJECT_ROOT, '.data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'StreamIt <no-reply@localhost>',
      region: 'us-west-2',
      outputsPath: join(PROJECT_ROOT, 'amplify_outputs.json'),
      storage: { maxUploadBytes: 100 * 1024 * 1024, stagingMaxBytes: 1024 ** 3 },
      pageCache: { ttlMs: 5000, maxBytes: 32 * 1024 * 1024 },
      admission: { maxActive: 4 * availableParallelism(), maxQueued: 128, maxWaitMs: 5000 },
      embeddedDatabase: { sharedBuffersMb: 32 },
      singleInstance: false,
      drainMs: 0,
      trustedProxies: [],
    });
  });

  it('reads the site admission limits, 0 renders meaning no limit', () => {
    expect(loadBackendConfig({ SITE_MAX_RENDERS: '0', SITE_MAX_QUEUED: '10', SITE_QUEUE_WAIT_MS: '250' }).admission).toEqual({ maxActive: 0, maxQueued: 10, maxWaitMs: 250 });
    expect(() => loadBackendConfig({ SITE_MAX_RENDERS: '-1' })).toThrow('SITE_MAX_RENDERS must be a whole number from 0 to 10000 (got "-1")');
  });

  it('reads the trusted proxies as IPs and CIDR ranges, and refuses what it cannot read', () => {
    expect(loadBackendConfig({ TRUSTED_PROXY_ADDRESSES: ' 10.0.0.0/8, 127.0.0.1,::1 ,' }).trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadBackendConfig({ TRUSTED_PROXY_ADDRESSES: '127.0.0.1, lb.internal, 10.0.0.0/33' })).toThrow(
      'TRUSTED_PROXY_ADDRESSES must list IP addresses or CIDR ranges, separated by commas (cannot read "lb.internal", "10.0.0.0/33")',
    );
  });

  it('drains a stopping instance for 5 s when it shares a database, not when it is alone, and reads SHUTDOWN_DRAIN_MS', () => {
    const shared = 'postgres://db.internal/site';
    expect(loadBackendConfig({ DATABASE_URL: shared }).drainMs).toBe(5000);
    expect(loadBackendConfig({ DATABASE_URL: shared, SINGLE_INSTANCE: 'true' }).drainMs).toBe(0);
    expect(loadBackendConfig({ DATABASE_URL: shared, SHUTDOWN_DRAIN_MS: '0' }).drainMs).toBe(0);
    expect(loadBackendConfig({ SHUTDOWN_DRAIN_MS: '15000' }).drainMs).toBe(15000);
    expect(() => loadBackendConfig({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number from 0 to 120000 (got "5s")');
  });

  it('reads SINGLE_INSTANCE as a yes or no', () => {
    expect(loadBackendConfig({ SINGLE_INSTANCE: 'true' }).singleInstance).toBe(true);
    expect(loadBackendConfig({ SINGLE_INSTANCE: '1' }).singleInstance).toBe(true);
    expect(loadBackendConfig({ SINGLE_INSTANCE: 'false' }).singleInstance).toBe(false);
  });

  it('reads the staging folder’s size bound', () => {
    expect(loadBackendConfig({ STORAGE_STAGING_MAX_BYTES: '2097152' }).storage.stagingMaxBytes).toBe(2097152);
  });

  it('reads the page cache settings, 0 turning the cache off', () => {
    expect(loadBackendConfig({ PAGE_CACHE_TTL_MS: '0', PAGE_CACHE_MAX_BYTES: '1048576' }).pageCache).toEqual({ ttlMs: 0, maxBytes: 1048576 });
  });

  it('reads the embedded database’s shared buffers', () => {
    expect(loadBackendConfig({ EMBEDDED_DB_SHARED_BUFFERS_MB: '128' }).embeddedDatabase).toEqual({ sharedBuffersMb: 128 });
  });

  it('reads an S3-compatible bucket for storage, path-style when it names an endpoint', () => {
    const config = loadBackendConfig({
      STORAGE_MAX_UPLOAD_BYTES: '1048576',
      STORAGE_S3_BUCKET: 'streamit-media',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'minio',
      STORAGE_S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.storage).toEqual({
      maxUploadBytes: 1048576,
      stagingMaxBytes: 1024 ** 3,
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'streamit-media',
        region: 'us-east-1',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        forcePathStyle: true,
      },
    });
    expect(loadBackendConfig({ STORAGE_S3_BUCKET: 'streamit-media', STORAGE_S3_REGION: 'eu-west-1' }).storage.s3).toMatchObject({
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const config = loadBackendConfig({ PORT: '3400', PUBLIC_URL: '', DATABASE_URL: ' ' });
    expect(config.publicUrl).toBe('http://localhost:3400');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('takes every variable, resolving a relative DATA_DIR from the project root', () => {
    const config = loadBackendConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://streamit.example.com/',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgresql://app:secret@db:5432/streamit',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'alerts@streamit.example.com',
      AMPLIFY_OUTPUTS_PATH: '/tmp/outputs.json',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://streamit.example.com',
      dataDir: join(PROJECT_ROOT, 'var', 'data'),
      databaseUrl: 'postgresql://app:secret@db:5432/streamit',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'alerts@streamit.example.com',
      outputsPath: '/tmp/outputs.json',
    });
    expect(loadBackendConfig({ DATA_DIR: '/srv/streamit' }).dataDir).toBe('/srv/streamit');
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number from 1 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['PORT', '0', /PORT must be a whole number/],
    ['PUBLIC_URL', 'localhost:3000', /PUBLIC_URL must be an http\(s\) URL/],
    ['PUBLIC_URL', 'http://example.com/app', /PUBLIC_URL must be an origin only/],
    ['DATABASE_URL', 'mysql://db/streamit', /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'StreamIt', /MAIL_FROM must be an address/],
    ['STORAGE_MAX_UPLOAD_BYTES', '100MB', /STORAGE_MAX_UPLOAD_BYTES must be a whole number of bytes/],
    ['STORAGE_STAGING_MAX_BYTES', '1000', /STORAGE_STAGING_MAX_BYTES must be a whole number from 1048576 to/],
    ['SINGLE_INSTANCE', 'yes', /SINGLE_INSTANCE must be true, 1, false or 0 \(got "yes"\)/],
    ['STORAGE_S3_ENDPOINT', 'ftp://files', /STORAGE_S3_ENDPOINT is set but STORAGE_S3_BUCKET is not|STORAGE_S3_ENDPOINT must be a URL/],
    ['STORAGE_S3_BUCKET', 'Not_A_Bucket', /STORAGE_S3_BUCKET must be an S3 bucket name/],
    ['PAGE_CACHE_TTL_MS', '60000', /PAGE_CACHE_TTL_MS must be a whole number from 0 to 5000 \(got "60000"\)/],
    ['PAGE_CACHE_MAX_BYTES', '-1', /PAGE_CACHE_MAX_BYTES must be a whole number/],
    ['EMBEDDED_DB_SHARED_BUFFERS_MB', '4096', /EMBEDDED_DB_SHARED_BUFFERS_MB must be a whole number from 1 to 1024 \(got "4096"\)/],
    ['HTTPS', 'yes', /HTTPS must be 1, true, 0 or false \(got "yes"\)/],
    ['TLS_CERT_FILE', 'cert.pem', /TLS_CERT_FILE and TLS_KEY_FILE must be set together/],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => loadBackendConfig({ [name]: value })).toThrow(message);
  });

  it('serves TLS with a generated certificate when HTTPS=1, and the public URL becomes https', () => {
    const config = loadBackendConfig({ HTTPS: '1', PORT: '3400' });
    expect(config.tls).toEqual({ source: 'generated' });
    expect(config.publicUrl).toBe('https://localhost:3400');
    expect(loadBackendConfig({}).tls).toBeUndefined();
  });

  it('serves TLS from certificate files, resolved from the project root', () => {
    const config = loadBackendConfig({ TLS_CERT_FILE: 'certs/site.pem', TLS_KEY_FILE: '/etc/keys/site-key.pem' });
    expect(config.tls).toEqual({ source: 'files', certFile: join(PROJECT_ROOT, 'certs/site.pem'), keyFile: '/etc/keys/site-key.pem' });
    expect(config.publicUrl).toBe('https://localhost:3000');
  });

  it('refuses a plain-http public URL for a server that serves TLS', () => {
    expect(() => loadBackendConfig({ HTTPS: 'true', PUBLIC_URL: 'http://localhost:3000' })).toThrow(
      /PUBLIC_URL must be https:\/\/ when the server serves TLS/,
    );
  });

  it('lists every problem at once and never echoes a password', () => {
    let error: unknown;
    try {
      loadBackendConfig({ PORT: 'x', DATABASE_URL: 'mysql://root:hunter2@db/x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(2);
    expect((error as Error).message).not.toContain('hunter2');
  });
});
