import type { JSONWebKeySet } from 'jose';
import type { BackendConfig } from '../core/config';
import type { Database } from '../core/database/database';
import { consoleLogger, type Logger } from '../core/log';
import type { Mailer } from '../core/mail/mailer';
import { POOL_SETTINGS, type PoolSettings } from '../../amplify/auth/pool-settings';
import type { SigningKey } from './domain/signing-keys';
import { getSrpPoolName } from './domain/srp-pool-name';
import { userPoolEndpoint, userPoolIssuer } from './endpoints';
import { adoptIdentityCredentialsSecret } from './identity-pool/identity-credentials';
import { createKeysRefresher, KEYS_URGENT_RECHECK_MS, type KeysRefreshOptions } from './keys/keys-refresher';
import { loadPoolKeys, type PoolKeys } from './keys/load-pool-keys';
import { readKeysVersion } from './keys/secret-store';
import { signingKeyRetentionMs } from './keys/signing-key-retention';
import { updateOperatorCredentialsFile, writeOperatorCredentialsFile, type OperatorCredentials } from './operator-credentials';
import { loadPoolIds, type PoolIds } from './pool-ids';
import { readSignUpLimits } from './user-pool/send-limits';
import { syncDeclaredGroups } from './user-pool/store/groups';
import { resolveHostedUiConfig, type HostedUiConfig } from './oauth/hosted-ui-config';

/** What the identity services take from the backend (a subset of the core's BackendContext). */
export interface IdentityHostContext {
  db: Database;
  mailer: Mailer;
  config: Pick<BackendConfig, 'publicUrl' | 'dataDir'>;
  log?: Logger;
}

/**
 * Everything an identity operation needs, loaded once per database and public URL. The keys
 * (signingKeys, jwks, operator, identityCredentialsSecret) are replaced in place when refreshKeys
 * notices a rotation, so read them from the context at the time of use. The context never goes
 * out as JSON: it holds the private signing key and the operator's secret.
 */
export interface PoolContext {
  db: Database;
  mailer: Mailer;
  settings: PoolSettings;
  ids: PoolIds;
  publicUrl: string;
  issuer: string;
  /** The SRP "pool name": the part of the pool id after '_'. */
  srpPoolName: string;
  /** Newest first: the first signs, the others stay published until their tokens have expired. */
  signingKeys: readonly SigningKey[];
  jwks: JSONWebKeySet;
  operator: OperatorCredentials;
  /** Key material for identity-pool credentials (see identity-pool/identity-credentials.ts). */
  identityCredentialsSecret: string;
  /** The hosted sign-in (OAuth 2.0) and the external providers whose secrets are set. */
  hostedUi: HostedUiConfig;
  /** Whether sign-ups and code mails are also counted per client address (SIGN_UP_LIMITS). */
  sendLimits: { isPerAddressOn: boolean };
  log: Logger;
  now: () => Date;
  /**
   * Puts rotated keys in place (rotate-keys, run here, through another instance or on the database
   * directly): every few seconds, sooner for a key a request names that this context lacks.
   */
  refreshKeys(options?: KeysRefreshOptions): Promise<void>;
}

export interface PoolContextOptions {
  /** Tests turn on MFA or passwordless without editing the declaration. */
  settings?: PoolSettings;
  now?: () => Date;
  /** Write operator-credentials.json into the data folder (the default when there is one). */
  shouldWriteCredentialsFile?: boolean;
  /**
   * Where Gen 2 `secret('NAME')` references resolve (external providers' ids and keys): the
   * environment variable NAME unless a test passes its own.
   */
  secrets?: Readonly<Record<string, string | undefined>>;
  /** SIGN_UP_LIMITS ('on' or 'off'); the environment variable unless a test passes its own. */
  signUpLimits?: string;
  /** How often to ask the database whether the keys were rotated (keys/keys-refresher.ts); tests shorten it. */
  keysRecheckMs?: number;
}

function keyFields(keys: PoolKeys): Pick<PoolContext, 'signingKeys' | 'jwks' | 'operator' | 'identityCredentialsSecret'> {
  const { signingKeys, jwks, operator, identityCredentialsSecret } = keys;
  return { signingKeys, jwks, operator, identityCredentialsSecret };
}

function isSameOperator(a: OperatorCredentials, b: OperatorCredentials): boolean {
  return a.accessKeyId === b.accessKeyId && a.secretAccessKey === b.secretAccessKey;
}

export async function createPoolContext(
  ctx: IdentityHostContext,
  options: PoolContextOptions = {},
): Promise<PoolContext> {
  const { db, mailer, config, log = consoleLogger } = ctx;
  const settings = options.settings ?? POOL_SETTINGS;
  // Read first: a mistyped setting stops the start instead of leaving the limits in doubt.
  const sendLimits = readSignUpLimits('signUpLimits' in options ? options.signUpLimits : process.env.SIGN_UP_LIMITS);
  const now = options.now ?? (() => new Date());
  const retentionMs = signingKeyRetentionMs(settings);
  const ids = await loadPoolIds(db);
  let keys = await loadPoolKeys(db, { now: now(), retentionMs });
  await syncDeclaredGroups(db, settings.groups);

  const shouldWriteFile = options.shouldWriteCredentialsFile ?? Boolean(config.dataDir);
  const saveOperatorCredentials = async (operator: OperatorCredentials, isRotation: boolean) => {
    try {
      if (shouldWriteFile) {
        await writeOperatorCredentialsFile(config.dataDir, {
          ...operator,
          region: settings.region,
          userPoolId: ids.userPoolId,
          userPoolEndpoint: userPoolEndpoint(config.publicUrl),
          userPoolClientId: ids.userPoolClientId,
        });
      } else if (isRotation && config.dataDir) {
        // The file describes a server; a process that serves nothing only brings its keys up to date.
        await updateOperatorCredentialsFile(config.dataDir, operator);
      }
    } catch (error) {
      // The Admin API still works; only the CLI's fallback for a locked database loses its key.
      log.error('[identity] could not write the operator credentials file', error);
    }
  };
  await saveOperatorCredentials(keys.operator, false);

  const issuer = userPoolIssuer(config.publicUrl, ids.userPoolId);
  const secrets = options.secrets ?? process.env;
  const hostedUi = resolveHostedUiConfig(settings.hostedUi, config.publicUrl, (name) => secrets[name], (message) => log.info(message));
  const pool: PoolContext = {
    db,
    mailer,
    settings,
    ids,
    publicUrl: config.publicUrl,
    issuer,
    srpPoolName: getSrpPoolName(ids.userPoolId),
    ...keyFields(keys),
    hostedUi,
    sendLimits,
    log,
    now,
    refreshKeys: () => Promise.resolve(),
  };
  pool.refreshKeys = createKeysRefresher({
    readVersion: () => readKeysVersion(db),
    currentVersion: () => keys.version,
    isDropDue: () => keys.nextKeyDropAt !== null && now().getTime() >= keys.nextKeyDropAt.getTime(),
    async reload() {
      const next = await loadPoolKeys(db, { now: now(), retentionMs });
      const isOperatorRotated = !isSameOperator(next.operator, keys.operator);
      keys = next;
      Object.assign(pool, keyFields(next));
      adoptIdentityCredentialsSecret(db, next.identityCredentialsSecret, next.version);
      if (isOperatorRotated) await saveOperatorCredentials(next.operator, true);
    },
    onError: (error) => log.error('[identity] could not check whether the keys were rotated', error),
    recheckMs: options.keysRecheckMs,
    urgentRecheckMs: options.keysRecheckMs === undefined ? undefined : Math.min(options.keysRecheckMs, KEYS_URGENT_RECHECK_MS),
  });
  // A response built from the context by mistake (the inherited-name bug) fails instead of leaking it.
  Object.defineProperty(pool, 'toJSON', {
    value: () => {
      throw new Error('A pool context holds secrets and is never serialised.');
    },
  });
  return pool;
}

/**
 * A loader that builds each database's context once (per public URL) and hands the same one to
 * every call, after checking (every few seconds) that its keys are current; a failed load is
 * forgotten so the next call retries.
 */
export function createPoolContextLoader(options: PoolContextOptions = {}) {
  const contexts = new WeakMap<Database, Map<string, Promise<PoolContext>>>();
  return async (ctx: IdentityHostContext): Promise<PoolContext> => {
    let byUrl = contexts.get(ctx.db);
    if (!byUrl) {
      byUrl = new Map();
      contexts.set(ctx.db, byUrl);
    }
    const cache = byUrl;
    let pending = cache.get(ctx.config.publicUrl);
    if (!pending) {
      pending = createPoolContext(ctx, options);
      cache.set(ctx.config.publicUrl, pending);
      pending.catch(() => cache.delete(ctx.config.publicUrl));
    }
    const pool = await pending;
    await pool.refreshKeys();
    return pool;
  };
}

/** The context of the declared pool (amplify/auth/pool-settings.ts). */
export const getPoolContext = createPoolContextLoader();
