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
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => loadBackendConfig({ [name]: value })).toThrow(message);
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
