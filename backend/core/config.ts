import { isAbsolute, resolve } from 'node:path';
import { POOL_SETTINGS } from '../../amplify/auth/pool-settings';
import { PROJECT_ROOT } from './project-root';

/** The region is declared once, with the pool in amplify/. */
export const BACKEND_REGION = POOL_SETTINGS.region;
const DEFAULT_PORT = 3000;
const DEFAULT_MAIL_FROM = 'StreamIt <no-reply@localhost>';

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
  const publicUrl = parsePublicUrl(read('PUBLIC_URL') ?? `http://localhost:${port}`, problems);
  const databaseUrl = parseUrlWithProtocols('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:'], problems);
  const smtpUrl = parseUrlWithProtocols('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:'], problems);
  const mailFrom = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!isMailbox(mailFrom)) {
    problems.push(`MAIL_FROM must be an address such as "Name <user@host>" or "user@host" (got "${mailFrom}")`);
  }

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
