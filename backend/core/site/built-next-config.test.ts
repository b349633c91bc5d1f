import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adoptBuiltNextConfig, readBuiltNextConfig } from './built-next-config';

describe('the Next.js configuration of a build', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'built-next-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function writeBuild(distDir: string, content: unknown): void {
    mkdirSync(join(root, distDir), { recursive: true });
    writeFileSync(join(root, distDir, 'required-server-files.json'), JSON.stringify(content));
  }

  it('is read from the build, served from the folder it is in now', () => {
    writeBuild('.next-copy', { version: 1, config: { distDir: '.next', compress: false, cacheMaxMemorySize: 52428800 } });
    expect(readBuiltNextConfig(root, '.next-copy')).toEqual({ distDir: '.next-copy', compress: false, cacheMaxMemorySize: 52428800 });
  });

  it('is handed to Next in the variable its standalone server uses, when there is a build', () => {
    writeBuild('.next', { config: { distDir: '.next', poweredByHeader: false } });
    const env: Record<string, string | undefined> = {};
    expect(adoptBuiltNextConfig(root, '.next', env)).toBe(true);
    expect(JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? '')).toEqual({ distDir: '.next', poweredByHeader: false });
  });

  it('leaves Next to read next.config.ts when there is no build', () => {
    const env: Record<string, string | undefined> = {};
    expect(adoptBuiltNextConfig(root, '.next', env)).toBe(false);
    expect(env).toEqual({});
  });

  it('refuses a build file without a configuration', () => {
    writeBuild('.next', { version: 1 });
    expect(() => readBuiltNextConfig(root, '.next')).toThrow('holds no Next.js configuration');
  });
});
