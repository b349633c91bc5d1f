import { createServer, type Server } from 'node:http';
import { keepConnectionsAlive } from '../../core/http/keep-alive';
import { CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AddressInfo } from 'node:net';
import { loadBackendConfig } from '../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger, type Logger } from '../../core/log';
import { findLatestMessageTo, type OutboxMessage } from '../../core/mail/read-outbox';
import type { AmplifyOutputs } from '../../core/outputs/compose-outputs';
import { createBackend, type Backend } from '../../create-backend';
import { identityPoolEndpoint, userPoolEndpoint } from '../endpoints';
import { createIdentityServices, type IdentityServicesOptions } from '../index';
import { createPoolContextLoader, type PoolContext } from '../pool-context';

export interface IdentityTestBackendOptions extends IdentityServicesOptions {
  dataDir?: string;
  /** A PostgreSQL database (a test schema's URL) instead of the embedded one. */
  databaseUrl?: string;
  /** The origin tokens name when several instances stand for one deployment (default: this one's own). */
  publicUrl?: string;
  log?: Logger;
  /** TRUSTED_PROXY_ADDRESSES, so a test can name the client in X-Forwarded-For. */
  trustedProxies?: string[];
}

export interface IdentityTestBackend {
  baseUrl: string;
  dataDir: string;
  backend: Backend;
  outputs: AmplifyOutputs;
  /**
   * A context of its own over the services' database, for tests that reach past the wire (expired
   * tokens…). Its keys follow a rotation as another instance's would: call refreshKeys to be current.
   */
  pool: PoolContext;
  userPoolEndpoint: string;
  identityPoolEndpoint: string;
  /** The newest mail to `address` from the outbox. */
  latestMail(address: string): Promise<OutboxMessage>;
  /** The 6-digit code in the newest mail to `address`. */
  latestCode(address: string): Promise<string>;
  /** The AWS SDK's user-pool client on the local endpoint; operator credentials unless told otherwise. */
  userPoolClient(credentials?: { accessKeyId: string; secretAccessKey: string }): CognitoIdentityProviderClient;
  identityPoolClient(): CognitoIdentityClient;
  /** Stops the server and the backend; removes the data folder unless the caller passed its own. */
  close(): Promise<void>;
}

/**
 * The real backend (createBackend: migrations, embedded PostgreSQL in a temporary data folder,
 * the outbox mailer) with only the identity services, on a random local port. With databaseUrl
 * and a shared publicUrl, several of them are instances of one deployment.
 */
export async function startIdentityBackend(options: IdentityTestBackendOptions = {}): Promise<IdentityTestBackend> {
  const dataDir = options.dataDir ?? (await createTempDataDir());
  // The port decides PUBLIC_URL (and so the token issuer), so the server listens before the backend exists.
  const mounted: { backend?: Backend } = {};
  const server: Server = keepConnectionsAlive(createServer((req, res) => {
    void (mounted.backend?.handle(req, res) ?? Promise.resolve(false)).then((isHandled) => {
      if (!isHandled) res.writeHead(404).end();
    });
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Suites sign many users up from 127.0.0.1: per-address limits only where a test asks for them.
  const serviceOptions: IdentityServicesOptions = { signUpLimits: 'off', ...options };
  const { userPoolService, identityPoolService } = createIdentityServices(serviceOptions);
  const publicUrl = options.publicUrl ?? baseUrl;
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: publicUrl };
  // One process per database as far as mail and files go: the checks for a shared database do not apply.
  if (options.databaseUrl) Object.assign(env, { DATABASE_URL: options.databaseUrl, SINGLE_INSTANCE: 'true' });
  if (options.trustedProxies) env.TRUSTED_PROXY_ADDRESSES = options.trustedProxies.join(',');
  const backend = await createBackend(loadBackendConfig(env), {
    services: [userPoolService, identityPoolService],
    log: options.log ?? silentLogger,
  });
  mounted.backend = backend;
  const pool = await createPoolContextLoader(serviceOptions)(backend.context);
  const outputs = await backend.outputs();
  // This instance's own endpoints (the outputs name the public URL's).
  const custom = {
    user_pool_endpoint: userPoolEndpoint(baseUrl),
    identity_pool_endpoint: identityPoolEndpoint(baseUrl),
  };

  const latestMail = async (address: string) => {
    const message = await findLatestMessageTo(dataDir, address);
    if (!message) throw new Error(`no mail to ${address}`);
    return message;
  };
  const clients: { destroy(): void }[] = [];
  const track = <T extends { destroy(): void }>(client: T): T => {
    clients.push(client);
    return client;
  };
  return {
    baseUrl,
    dataDir,
    backend,
    outputs,
    pool,
    userPoolEndpoint: custom.user_pool_endpoint,
    identityPoolEndpoint: custom.identity_pool_endpoint,
    latestMail,
    async latestCode(address) {
      const code = /\b(\d{6})\b/.exec((await latestMail(address)).text)?.[1];
      if (!code) throw new Error(`no code in the mail to ${address}`);
      return code;
    },
    userPoolClient(credentials = { accessKeyId: pool.operator.accessKeyId, secretAccessKey: pool.operator.secretAccessKey }) {
      // One attempt: a test that sees a retry would hide a wrongly retryable error.
      return track(
        new CognitoIdentityProviderClient({ region: 'us-west-2', endpoint: custom.user_pool_endpoint, credentials, maxAttempts: 1 }),
      );
    },
    identityPoolClient() {
      return track(
        new CognitoIdentityClient({
          region: 'us-west-2',
          endpoint: custom.identity_pool_endpoint,
          // GetId and GetCredentialsForIdentity are unsigned, but the SDK wants credentials to exist.
          credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
          maxAttempts: 1,
        }),
      );
    },
    async close() {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      if (!options.dataDir) removeTempDataDir(dataDir);
    },
  };
}
