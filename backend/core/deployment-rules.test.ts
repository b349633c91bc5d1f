import { ConfigError, loadBackendConfig } from './config';
import { assertDeployable, deploymentProblems } from './deployment-rules';

const SHARED = { DATABASE_URL: 'postgres://app:secret@db.internal:5432/streamit' };
const BUCKET = { STORAGE_S3_BUCKET: 'streamit-media', STORAGE_S3_ENDPOINT: 'http://minio:9000' };
const SMTP = { SMTP_URL: 'smtp://mail.internal:25' };
const problemsOf = (env: Record<string, string>) => deploymentProblems(loadBackendConfig(env));

describe('deployment rules', () => {
  it('let the embedded database start as it is, as npm start and the end-to-end suite run it', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ DATABASE_URL: '' })).toEqual([]);
    expect(problemsOf({ SINGLE_INSTANCE: 'false' })).toEqual([]);
  });

  it('refuse a shared database with disk storage and an outbox, naming both fixes', () => {
    const problems = problemsOf(SHARED);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/disk.*STORAGE_S3_BUCKET.*SINGLE_INSTANCE=true/);
    expect(problems[1]).toMatch(/SMTP_URL is not set.*outbox.*SINGLE_INSTANCE=true/);
    // The database's password never shows in the message.
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('refuse each missing shared piece on its own', () => {
    expect(problemsOf({ ...SHARED, ...BUCKET })).toEqual([expect.stringMatching(/SMTP_URL/)]);
    expect(problemsOf({ ...SHARED, ...SMTP })).toEqual([expect.stringMatching(/STORAGE_S3_BUCKET/)]);
    expect(problemsOf({ ...SHARED, ...BUCKET, ...SMTP })).toEqual([]);
  });

  it('accept a shared database with local disk and outbox when the operator declares one instance', () => {
    expect(problemsOf({ ...SHARED, SINGLE_INSTANCE: 'true' })).toEqual([]);
    expect(problemsOf({ ...SHARED, SINGLE_INSTANCE: '1' })).toEqual([]);
    expect(problemsOf({ ...SHARED, SINGLE_INSTANCE: '0' })).toHaveLength(2);
  });

  it('stop the server with a configuration error listing every problem', () => {
    expect(() => assertDeployable(loadBackendConfig({ ...SHARED, ...BUCKET, ...SMTP }))).not.toThrow();
    const attempt = () => assertDeployable(loadBackendConfig(SHARED));
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/Invalid backend configuration:\n {2}- DATABASE_URL[^\n]*disk[^\n]*\n {2}- DATABASE_URL[^\n]*SMTP_URL/);
  });
});
