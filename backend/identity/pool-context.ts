import type { JSONWebKeySet } from 'jose';
import type { BackendConfig } from '../core/config';
import type { Database } from '../core/database/database';
import { consoleLogger, type Logger } from '../core/log';
import type { Mailer } from '../core/mail/mailer';
import { getOrCreateSecret } from '../core/secrets';
import { POOL_SETTINGS, type PoolSettings } from '../../amplify/auth/pool-settings';
import { publicJwks, type SigningKey } from './domain/signing-keys';
import { getSrpPoolName } from './domain/srp-pool-name';
import { userPoolEndpoint, userPoolIssuer } from './endpoints';
import { loadOperatorCredentials, writeOperatorCredentialsFile, type OperatorCredentials } from './operator-credentials';
import { loadPoolIds, type PoolIds } from './pool-ids';
import { CREDENTIALS_SECRET_NAME, createCredentialsSecret } from './identity-pool/identity-credentials';
import { syncDeclaredGroups } from './user-pool/store/groups';
import { loadSigningKeys } from './user-pool/store/signing-keys';
import { resolveHostedUiConfig, type HostedUiConfig } from './oauth/hosted-ui-config';

/** What the identity services take from the backend (a subset of the core's BackendContext). */
export interface IdentityHostContext {
  db: Database;
  mailer: Mailer;
  config: Pick<BackendConfig, 'publicUrl' | 'dataDir'>;
  log?: Logger;
}

/** Everything an identity operation needs, loaded once per database and public URL. */
export interface PoolContext {
  db: Database;
  mailer: Mailer;
  settings: PoolSettings;
  ids: PoolIds;
  publicUrl: string;
  issuer: string;
  /** The SRP "pool name": the part of the pool id after '_'. */
  srpPoolName: string;
  signingKeys: readonly SigningKey[];
  jwks: JSONWebKeySet;
  operator: OperatorCredentials;
  /** Key material for identity-pool credentials (see identity-pool/identity-credentials.ts). */
  identityCredentialsSecret: string;
  /** The hosted sign-in (OAuth 2.0) and the external providers whose secrets are set. */
  hostedUi: HostedUiConfig;
  log: Logger;
  now: () => Date;
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
}

export async function createPoolContext(
  ctx: IdentityHostContext,
  options: PoolContextOptions = {},
): Promise<PoolContext> {
  const { db, mailer, config, log = consoleLogger } = ctx;
  const settings = options.settings ?? POOL_SETTINGS;
  const ids = await loadPoolIds(db);
  const [signingKeys, operator, identityCredentialsSecret] = await Promise.all([
    loadSigningKeys(db),
    loadOperatorCredentials(db),
    getOrCreateSecret(db, CREDENTIALS_SECRET_NAME, createCredentialsSecret),
  ]);
  await syncDeclaredGroups(db, settings.groups);

  const shouldWriteFile = options.shouldWriteCredentialsFile ?? Boolean(config.dataDir);
  if (shouldWriteFile) {
    await writeOperatorCredentialsFile(config.dataDir, {
      ...operator,
      region: settings.region,
      userPoolId: ids.userPoolId,
      userPoolEndpoint: userPoolEndpoint(config.publicUrl),
    }).catch((error: unknown) => {
      // The Admin API still works; only the CLI's fallback for a locked database loses its key.
      log.error('[identity] could not write the operator credentials file', error);
    });
  }

  const issuer = userPoolIssuer(config.publicUrl, ids.userPoolId);
  const secrets = options.secrets ?? process.env;
  const hostedUi = resolveHostedUiConfig(settings.hostedUi, config.publicUrl, (name) => secrets[name], (message) => log.info(message));
  return {
    db,
    mailer,
    settings,
    ids,
    publicUrl: config.publicUrl,
    issuer,
    srpPoolName: getSrpPoolName(ids.userPoolId),
    signingKeys,
    jwks: publicJwks(signingKeys),
    operator,
    identityCredentialsSecret,
    hostedUi,
    log,
    now: options.now ?? (() => new Date()),
  };
}

/**
 * A loader that builds each database's context once (per public URL) and hands the same one to
 * every call; a failed load is forgotten so the next call retries.
 */
export function createPoolContextLoader(options: PoolContextOptions = {}) {
  const contexts = new WeakMap<Database, Map<string, Promise<PoolContext>>>();
  return (ctx: IdentityHostContext): Promise<PoolContext> => {
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
    return pending;
  };
}

/** The context of the declared pool (amplify/auth/pool-settings.ts). */
export const getPoolContext = createPoolContextLoader();
