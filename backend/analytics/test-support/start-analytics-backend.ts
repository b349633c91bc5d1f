import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { FirehoseClient } from '@aws-sdk/client-firehose';
import { loadBackendConfig } from '../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import type { AmplifyOutputs } from '../../core/outputs/compose-outputs';
import { createBackend, type Backend } from '../../create-backend';
import { createIdentityServices, getPoolContext } from '../../identity';
import { computeTotpCode, totpStep } from '../../identity/domain/totp';
import { loginsKey } from '../../identity/endpoints';
import type { PoolContext } from '../../identity/pool-context';
import type { DashboardSummary } from '../../../amplify/data/analytics/dashboard-figures';
import { createDataService } from '../../data';
import { createAnalyticsService, type AnalyticsServiceOptions } from '../index';

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
  region: string;
  /** custom.analytics_firehose_endpoint and custom.analytics_delivery_stream_name. */
  firehoseEndpoint: string;
  deliveryStreamName: string;
  /** The AWS SDK's Firehose client on the local endpoint, one attempt per call. */
  firehoseClient(credentials: TestCredentials): FirehoseClient;
  /** Events (and endpoint updates) waiting in the ingest queue. */
  pendingIngest(): Promise<number>;
  /** The data API's analyticsDashboard query with a user-pool access token (or none). */
  dashboard(variables: Record<string, unknown>, accessToken?: string): Promise<DashboardAnswer>;
  /** New guest credentials from the identity pool (GetId without Logins, then GetCredentialsForIdentity). */
  guest(): Promise<TestIdentity>;
  /** A confirmed user signed in with a password (members of groups with an authenticator app too), and that user's identity-pool credentials. */
  signIn(email: string, options?: { groups?: string[] }): Promise<TestUser>;
  close(): Promise<void>;
}

export interface DashboardAnswer {
  data?: { analyticsDashboard: DashboardSummary | null } | null;
  errors?: { errorType?: string | null; message: string }[];
}

const PASSWORD = 'Analytics#Ingest7';

const TOP_ITEM = 'key count endpoints';
const COUNTS = 'launches pageViews activeEndpoints signUps sessions droppedEvents';
/** Every field of the query's answer. */
export const DASHBOARD_QUERY = `query Dashboard($from: String, $to: String, $limit: Int) {
  analyticsDashboard(from: $from, to: $to, limit: $limit) {
    range { from to }
    estimated
    totals { events ${COUNTS} }
    days { day ${COUNTS} }
    topBriefs { ${TOP_ITEM} } topStreams { ${TOP_ITEM} } topProfiles { ${TOP_ITEM} } topReferrers { ${TOP_ITEM} }
    eventsByType { eventType count }
  }
}`;

/** Where the backend keeps its data: by default a temporary data folder of its own, removed on close. */
export interface AnalyticsTestStore {
  /** An existing data folder (kept on close), e.g. to start again on what a previous start stored. */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
}

/**
 * The real backend (createBackend: migrations, embedded PostgreSQL in a temporary data folder, or
 * the given store) with the identity services, the analytics service and the data API (whose
 * analyticsDashboard query reads what the analytics service stored), on a random local port.
 */
export async function startAnalyticsBackend(options: AnalyticsServiceOptions = {}, store: AnalyticsTestStore = {}): Promise<AnalyticsTestBackend> {
  const dataDir = store.dataDir ?? (await createTempDataDir());
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
  const backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseUrl, ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}) }), {
    services: [userPoolService, identityPoolService, analytics, createDataService({ sampleContent: null })],
    log: silentLogger,
  });
  mounted.backend = backend;
  const pool = await getPoolContext(backend.context);
  const outputs = await backend.outputs();
  const custom = outputs.custom as Record<string, string>;
  const graphqlUrl = (outputs.data as { url: string }).url;

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
    region: custom.analytics_region,
    firehoseEndpoint: custom.analytics_firehose_endpoint,
    deliveryStreamName: custom.analytics_delivery_stream_name,
    firehoseClient: (credentials) =>
      track(new FirehoseClient({ region: custom.analytics_region, endpoint: custom.analytics_firehose_endpoint, credentials, maxAttempts: 1 })),
    async dashboard(variables, accessToken) {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accessToken ? { Authorization: accessToken } : {}) },
        body: JSON.stringify({ query: DASHBOARD_QUERY, variables }),
      });
      return (await response.json()) as DashboardAnswer;
    },
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
      let idToken = AuthenticationResult?.IdToken;
      let accessToken = AuthenticationResult?.AccessToken;
      const refreshToken = AuthenticationResult?.RefreshToken;
      if (!idToken || !accessToken || !refreshToken) throw new Error(`${email} did not sign in`);
      if (groups.length > 0) {
        // Staff groups reach the tokens only with a second factor: an authenticator app, enrolled
        // through the pool's own operations, then fresh tokens from the refresh token.
        const { SecretCode } = await userPool.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
        if (!SecretCode) throw new Error(`${email}: no authenticator secret`);
        const UserCode = computeTotpCode(SecretCode, totpStep(new Date()));
        await userPool.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode }));
        await userPool.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
        const refreshed = await userPool.send(
          new InitiateAuthCommand({ ClientId: pool.ids.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
        );
        idToken = refreshed.AuthenticationResult?.IdToken;
        accessToken = refreshed.AuthenticationResult?.AccessToken;
        if (!idToken || !accessToken) throw new Error(`${email} was not refreshed`);
      }
      return { ...(await identityFor({ [loginsKey(pool.issuer)]: idToken })), accessToken };
    },
    async close() {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      if (!store.dataDir) removeTempDataDir(dataDir);
    },
  };
}
