import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { FirehoseClient } from '@aws-sdk/client-firehose';
import { PinpointClient } from '@aws-sdk/client-pinpoint';
import { loadBackendConfig } from '../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import type { AmplifyOutputs } from '../../core/outputs/compose-outputs';
import { createBackend, type Backend } from '../../create-backend';
import { createIdentityServices, getPoolContext } from '../../identity';
import { loginsKey } from '../../identity/endpoints';
import type { PoolContext } from '../../identity/pool-context';
import { createAnalyticsService, createFirehoseService, type AnalyticsServiceOptions } from '../index';

export interface TestCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

export interface TestIdentity {
  identityId: string;
  credentials: TestCredentials;
}

export interface TestUser extends TestIdentity {
  accessToken: string;
}

export interface AnalyticsTestBackend {
  baseUrl: string;
  backend: Backend;
  outputs: AmplifyOutputs;
  pool: PoolContext;
  appId: string;
  region: string;
  /** custom.analytics_endpoint: the Pinpoint SDK's `endpoint`. */
  analyticsEndpoint: string;
  /** custom.analytics_dashboard_url. */
  dashboardUrl: string;
  /** custom.analytics_firehose_endpoint and custom.analytics_delivery_stream_name. */
  firehoseEndpoint: string;
  deliveryStreamName: string;
  /** The AWS SDK's Firehose client on the local endpoint, one attempt per call. */
  firehoseClient(credentials: TestCredentials): FirehoseClient;
  /** Events (and endpoint updates) waiting in the ingest queue. */
  pendingIngest(): Promise<number>;
  /** Pinpoint's SDK client on the local endpoint, one attempt per call (a retry would hide an answer). */
  pinpointClient(credentials: TestCredentials): PinpointClient;
  /** New guest credentials from the identity pool (GetId without Logins, then GetCredentialsForIdentity). */
  guest(): Promise<TestIdentity>;
  /** A confirmed user signed in with a password, and that user's identity-pool credentials. */
  signIn(email: string, options?: { groups?: string[] }): Promise<TestUser>;
  close(): Promise<void>;
}

const PASSWORD = 'Analytics#Ingest7';

/**
 * The real backend (createBackend: migrations, embedded PostgreSQL in a temporary data folder)
 * with the identity services and the analytics service, on a random local port.
 */
export async function startAnalyticsBackend(options: AnalyticsServiceOptions = {}): Promise<AnalyticsTestBackend> {
  const dataDir = await createTempDataDir();
  // The port decides PUBLIC_URL (and so the issuer and the signed paths), so the server listens first.
  const mounted: { backend?: Backend } = {};
  const server: Server = createServer((req, res) => {
    void (mounted.backend?.handle(req, res) ?? Promise.resolve(false)).then((isHandled) => {
      if (!isHandled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const { userPoolService, identityPoolService } = createIdentityServices();
  const analytics = createAnalyticsService(options);
  const backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseUrl }), {
    services: [userPoolService, identityPoolService, analytics, createFirehoseService(analytics)],
    log: silentLogger,
  });
  mounted.backend = backend;
  const pool = await getPoolContext(backend.context);
  const outputs = await backend.outputs();
  const custom = outputs.custom as Record<string, string>;
  const { amazon_pinpoint: pinpoint } = (outputs.analytics as { amazon_pinpoint: { app_id: string; aws_region: string } });

  const clients: { destroy(): void }[] = [];
  const track = <T extends { destroy(): void }>(client: T): T => {
    clients.push(client);
    return client;
  };
  const unsigned = { accessKeyId: 'unused', secretAccessKey: 'unused' };
  const identityClient = track(new CognitoIdentityClient({ region: pool.settings.region, endpoint: custom.identity_pool_endpoint, credentials: unsigned, maxAttempts: 1 }));
  const operator = { accessKeyId: pool.operator.accessKeyId, secretAccessKey: pool.operator.secretAccessKey };
  const userPool = track(new CognitoIdentityProviderClient({ region: pool.settings.region, endpoint: custom.user_pool_endpoint, credentials: operator, maxAttempts: 1 }));

  const identityFor = async (logins?: Record<string, string>): Promise<TestIdentity> => {
    const { IdentityId } = await identityClient.send(new GetIdCommand({ IdentityPoolId: pool.ids.identityPoolId, Logins: logins }));
    const { Credentials } = await identityClient.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins: logins }));
    if (!IdentityId || !Credentials?.AccessKeyId || !Credentials.SecretKey || !Credentials.SessionToken) throw new Error('no credentials');
    return {
      identityId: IdentityId,
      credentials: { accessKeyId: Credentials.AccessKeyId, secretAccessKey: Credentials.SecretKey, sessionToken: Credentials.SessionToken },
    };
  };

  return {
    baseUrl,
    backend,
    outputs,
    pool,
    appId: pinpoint.app_id,
    region: pinpoint.aws_region,
    analyticsEndpoint: custom.analytics_endpoint,
    dashboardUrl: custom.analytics_dashboard_url,
    firehoseEndpoint: custom.analytics_firehose_endpoint,
    deliveryStreamName: custom.analytics_delivery_stream_name,
    firehoseClient: (credentials) =>
      track(new FirehoseClient({ region: custom.analytics_region, endpoint: custom.analytics_firehose_endpoint, credentials, maxAttempts: 1 })),
    pinpointClient: (credentials) =>
      track(new PinpointClient({ region: pinpoint.aws_region, endpoint: custom.analytics_endpoint, credentials, maxAttempts: 1 })),
    guest: () => identityFor(),
    pendingIngest: async () => (await analytics.runtime(backend.context)).queue.pending,
    async signIn(email, { groups = [] } = {}) {
      const UserPoolId = pool.ids.userPoolId;
      await userPool.send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS' }));
      await userPool.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }));
      for (const GroupName of groups) await userPool.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }));
      const { AuthenticationResult } = await userPool.send(
        new InitiateAuthCommand({
          ClientId: pool.ids.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD },
        }),
      );
      const idToken = AuthenticationResult?.IdToken;
      const accessToken = AuthenticationResult?.AccessToken;
      if (!idToken || !accessToken) throw new Error(`${email} did not sign in`);
      return { ...(await identityFor({ [loginsKey(pool.issuer)]: idToken })), accessToken };
    },
    async close() {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      removeTempDataDir(dataDir);
    },
  };
}
