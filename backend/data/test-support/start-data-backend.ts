import { createServer, type Server } from 'node:http';
import { keepConnectionsAlive } from '../../core/http/keep-alive';
import type { AddressInfo } from 'node:net';
import { loadBackendConfig } from '../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import type { AmplifyOutputs } from '../../core/outputs/compose-outputs';
import { createBackend, type Backend } from '../../create-backend';
import { createIdentityServices } from '../../identity';
import { getPoolContext } from '../../identity/pool-context';
import { ADMIN_OPERATIONS, PUBLIC_OPERATIONS } from '../../identity/user-pool/protocol/operations';
import { createStorageService } from '../../storage';
import type { DataDeclaration } from '../declaration/load-declaration';
import { createDataService } from '../index';
import type { SeedContent } from '../seed/to-stored-record';
import { isStaffGroup } from '../../../amplify/auth/staff-second-factor';
import { enrolTotp } from '../../identity/test-support/enrol-totp';
import { signAppSyncRequest, type AwsCredentials } from './sign-appsync-request';
import { createTestSchema, type TestSchema } from './test-database';

export interface TestUser {
  email: string;
  sub: string;
  /** Cognito's username (the sub in this e-mail pool). */
  username: string;
  accessToken: string;
  /** The authenticator app's secret of a user enrolled with a second factor (staff by default). */
  totpSecret?: string;
}

/** How a raw test request authenticates: the API key, a user's access token, identity-pool credentials, or nothing. */
export type TestAuth =
  { apiKey: string } | { token: string } | { iam: AwsCredentials } | Record<string, never>;

export interface GraphqlAnswer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { errorType?: string | null; message: string; path?: unknown }[];
  };
}

export interface DataTestBackend {
  baseUrl: string;
  graphqlUrl: string;
  apiKey: string;
  outputs: AmplifyOutputs;
  backend: Backend;
  /**
   * A confirmed user signed in. Staff (ADMINS, MODERATORS) get an authenticator app enrolled
   * unless `secondFactor: false`, since their tokens carry no staff group without one.
   */
  createUser(email: string, options?: { groups?: string[]; secondFactor?: boolean }): Promise<TestUser>;
  guestCredentials(): Promise<AwsCredentials & { identityId: string }>;
  signedInCredentials(user: TestUser): Promise<AwsCredentials & { identityId: string }>;
  graphql(query: string, variables: Record<string, unknown>, auth: TestAuth): Promise<GraphqlAnswer>;
  /** Stops the server and backend; keeps the data (folder or schema) when `keepData` is set. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export const TEST_PASSWORD = 'Banwatch#Test1';

export interface StartDataBackendOptions {
  /** 'postgres' uses a fresh schema on TEST_DATABASE_URL; otherwise a temp PGlite folder. */
  database?: 'pglite' | 'postgres';
  /** Reuse a data folder or schema (durability tests); the caller then owns its cleanup. */
  dataDir?: string;
  databaseUrl?: string;
  sampleContent?: SeedContent | null;
  /** Serve this declaration (a test fixture) instead of amplify/data/schema.ts. */
  declaration?: DataDeclaration;
  /** Also serve storage (the evidence files of issue 18 pass between the two); needs a data folder, not postgres. */
  withStorage?: boolean;
  /** TRUSTED_PROXY_ADDRESSES, as a load balancer in front would need. */
  trustedProxies?: string[];
}

/** The real backend (identity and data services) on a random port, as `npm start` would run it. */
export async function startDataBackend(
  options: StartDataBackendOptions = {},
): Promise<DataTestBackend & { schema?: TestSchema; dataDir?: string }> {
  const schema =
    options.database === 'postgres' && !options.databaseUrl ? await createTestSchema() : undefined;
  const databaseUrl = options.databaseUrl ?? schema?.databaseUrl;
  const dataDir = databaseUrl ? undefined : (options.dataDir ?? (await createTempDataDir()));
  const mounted: { backend?: Backend } = {};
  const server: Server = keepConnectionsAlive(createServer((req, res) => {
    void (mounted.backend?.handle(req, res) ?? Promise.resolve(false)).then((isHandled) => {
      if (!isHandled) res.writeHead(404).end();
    });
  }));
  // The data API's real-time WebSocket, as backend/main.ts routes upgrades.
  server.on('upgrade', (req, socket, head: Buffer) => {
    if (!mounted.backend?.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const { userPoolService, identityPoolService } = createIdentityServices();
  const config = loadBackendConfig({
    DATA_DIR: dataDir ?? '/nonexistent',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ...(options.trustedProxies ? { TRUSTED_PROXY_ADDRESSES: options.trustedProxies.join(',') } : {}),
  });
  const storage = options.withStorage ? createStorageService() : undefined;
  const backend = await createBackend(config, {
    services: [
      userPoolService,
      identityPoolService,
      createDataService({ sampleContent: options.sampleContent ?? null, declaration: options.declaration, storage }),
      ...(storage ? [storage] : []),
    ],
    log: silentLogger,
  });
  mounted.backend = backend;
  const pool = await getPoolContext(backend.context);
  const outputs = await backend.outputs();
  const data = outputs.data as { url: string; api_key: string };
  const identityEndpoint = (outputs.custom as { identity_pool_endpoint: string }).identity_pool_endpoint;

  const callIdentityPool = async (target: string, body: Record<string, unknown>) => {
    const response = await fetch(identityEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityService.${target}`,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${target}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const credentialsFor = async (logins?: Record<string, string>): Promise<AwsCredentials & { identityId: string }> => {
    const { IdentityId } = await callIdentityPool('GetId', {
      IdentityPoolId: pool.ids.identityPoolId,
      ...(logins ? { Logins: logins } : {}),
    });
    const { Credentials } = (await callIdentityPool('GetCredentialsForIdentity', {
      IdentityId,
      ...(logins ? { Logins: logins } : {}),
    })) as {
      Credentials: { AccessKeyId: string; SecretKey: string; SessionToken: string };
    };
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretKey,
      sessionToken: Credentials.SessionToken,
      identityId: String(IdentityId),
    };
  };
  const idTokens = new Map<string, string>();

  return {
    baseUrl,
    graphqlUrl: data.url,
    apiKey: data.api_key,
    outputs,
    backend,
    schema,
    dataDir,
    async createUser(email, { groups = [], secondFactor = groups.some(isStaffGroup) } = {}) {
      await ADMIN_OPERATIONS.AdminCreateUser(pool, {
        UserPoolId: pool.ids.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: TEST_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
      await ADMIN_OPERATIONS.AdminSetUserPassword(pool, {
        UserPoolId: pool.ids.userPoolId,
        Username: email,
        Password: TEST_PASSWORD,
        Permanent: true,
      });
      for (const group of groups)
        await ADMIN_OPERATIONS.AdminAddUserToGroup(pool, {
          UserPoolId: pool.ids.userPoolId,
          Username: email,
          GroupName: group,
        });
      const signedIn = (await PUBLIC_OPERATIONS.InitiateAuth(pool, {
        ClientId: pool.ids.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD },
      })) as { AuthenticationResult: { AccessToken: string; IdToken: string; RefreshToken: string } };
      const enrolled = secondFactor ? await enrolTotp(pool, signedIn.AuthenticationResult) : null;
      const accessToken = enrolled?.accessToken ?? signedIn.AuthenticationResult.AccessToken;
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as {
        sub: string;
        username: string;
      };
      idTokens.set(claims.sub, enrolled?.idToken ?? signedIn.AuthenticationResult.IdToken);
      return {
        email,
        sub: claims.sub,
        username: claims.username,
        accessToken,
        ...(enrolled ? { totpSecret: enrolled.secret } : {}),
      };
    },
    guestCredentials: () => credentialsFor(),
    signedInCredentials: (user) =>
      credentialsFor({ [pool.issuer.replace(/^https?:\/\//, '')]: idTokens.get(user.sub) ?? '' }),
    async graphql(query, variables, auth) {
      const body = JSON.stringify({ query, variables });
      // The signed headers include content-type; a second spelling of it would be sent joined to the first.
      const headers: Record<string, string> =
        'iam' in auth
          ? await signAppSyncRequest(data.url, body, auth.iam)
          : { 'content-type': 'application/json' };
      if ('apiKey' in auth) headers['x-api-key'] = auth.apiKey;
      if ('token' in auth) headers.Authorization = auth.token;
      const response = await fetch(data.url, { method: 'POST', headers, body });
      return { status: response.status, body: (await response.json()) as GraphqlAnswer['body'] };
    },
    async close({ keepData = false } = {}) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await backend.close();
      if (keepData || options.dataDir || options.databaseUrl) return;
      if (dataDir) removeTempDataDir(dataDir);
      await schema?.drop();
    },
  };
}
