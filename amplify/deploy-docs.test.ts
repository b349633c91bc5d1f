/**
 * A deployment fails when a secret the backend names is missing (Gen 2 reads each from SSM), so
 * the README's "Deploy to AWS" section and docs/deploy-aws.md must name every one, each with its
 * `npx ampx sandbox secret set` command (issue 44). The secrets are read from what `amplify/`
 * declares: the hosted sign-in's providers (pool-settings.ts, which auth/resource.ts turns into
 * `secret(…)`) and every literal `secret('…')` in amplify/'s code. And amplify.yml, which Amplify
 * Hosting runs, deploys the backend with `ampx pipeline-deploy` before it builds the site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { POOL_SETTINGS } from './auth/pool-settings';

const ROOT = resolve(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Every string value under a key ending in `Secret` (clientIdSecret, privateKeySecret …). */
function secretNamesIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key.endsWith('Secret') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => secretNamesIn(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, inner]) => secretNamesIn(inner, name));
  return [];
}

/** amplify/'s TypeScript sources, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !/\.test(-helper)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

const literalSecrets = sources(join(ROOT, 'amplify')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bsecret\('([A-Za-z0-9_]+)'\)/g)].map((match) => match[1]!));
const SECRETS = [...new Set([...secretNamesIn(POOL_SETTINGS.hostedUi.externalProviders), ...literalSecrets])].sort();

/** The README's "## Deploy to AWS" section, up to the next `## ` heading. */
function readmeDeploySection(): string {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Deploy to AWS\n');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('what a deployment needs, as the README and docs/deploy-aws.md say it', () => {
  it('finds the secrets amplify/ names: the ten identity-provider secrets and REPORT_KEY_SALT', () => {
    expect(SECRETS).toContain('REPORT_KEY_SALT');
    expect(SECRETS.filter((name) => name !== 'REPORT_KEY_SALT')).toHaveLength(10);
  });

  it("lists every secret in the README's Deploy to AWS section, each with its `npx ampx sandbox secret set` command", () => {
    const section = readmeDeploySection();
    expect(SECRETS.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
    expect(SECRETS.filter((name) => !new RegExp(`^npx ampx sandbox secret set ${name}\\b`, 'm').test(section))).toEqual([]);
    expect(section).toMatch(/npx ampx sandbox\b(?! secret)/);
    expect(section).toContain('PUBLIC_URL');
    expect(section).toContain('amplify.yml');
    expect(section).toContain('ampx pipeline-deploy');
  });

  it('lists every secret in docs/deploy-aws.md', () => {
    const doc = read('docs/deploy-aws.md');
    expect(SECRETS.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('has Amplify Hosting deploy the branch with ampx pipeline-deploy, then build the site into .next', () => {
    const yml = read('amplify.yml');
    const backend = yml.slice(yml.indexOf('\nbackend:'), yml.indexOf('\nfrontend:'));
    const frontend = yml.slice(yml.indexOf('\nfrontend:'));
    expect(backend).toMatch(/^\s+- npx ampx pipeline-deploy --branch \$AWS_BRANCH --app-id \$AWS_APP_ID$/m);
    expect(frontend).toMatch(/^\s+- npm run build$/m);
    expect(frontend).toMatch(/^\s+baseDirectory: \.next$/m);
  });

  it('installs ampx with the project: @aws-amplify/backend-cli is a dependency', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect({ ...pkg.dependencies, ...pkg.devDependencies }['@aws-amplify/backend-cli']).toBeDefined();
  });
});
