import { randomUUID } from 'node:crypto';
import { keepConnectionsAlive } from '../../../core/http/keep-alive';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { loadBackendConfig } from '../../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../../core/log';
import { loadTlsCredentials } from '../../../core/tls/load-tls-credentials';
import { createBackend, type Backend } from '../../../create-backend';
import { createIdentityServices } from '../../index';
import { createPoolContextLoader, type PoolContext, type PoolContextOptions } from '../../pool-context';
import { passwordRecord } from '../../user-pool/sign-in/password-check';
import { insertUser, type UserRecord } from '../../user-pool/store/users';

export interface OAuthTestBackend {
  /** https://127.0.0.1:<port>: the one origin of site, user pool and hosted UI. */
  baseUrl: string;
  dataDir: string;
  /** The generated certificate the server answers with (PEM). */
  certificate: string;
  clientId: string;
  /** The site's registered return addresses (PUBLIC_URL + the declared paths). */
  callbackUrl: string;
  logoutUrl: string;
  backend: Backend;
  pool: PoolContext;
  /** fetch that trusts the backend's generated certificate (and only it). */
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
  createUser(email: string, password: string, patch?: Partial<Pick<UserRecord, 'status' | 'attributes'>>): Promise<UserRecord>;
  close(): Promise<void>;
}

/**
 * The real backend over TLS, as `HTTPS=1 npm start` serves it (a generated localhost
 * certificate in the data folder), with the identity services and the hosted UI, on a random port.
 */
export async function startOAuthBackend(options: PoolContextOptions & { port?: number } = {}): Promise<OAuthTestBackend> {
  const dataDir = await createTempDataDir();
  const tls = await loadTlsCredentials({ tls: { source: 'generated' }, dataDir, publicUrl: 'https://127.0.0.1' });
  if (!tls) throw new Error('no certificate');
  const mounted: { backend?: Backend } = {};
  const server: Server = keepConnectionsAlive(createServer(tls, (req, res) => {
    void (mounted.backend?.handle(req, res) ?? Promise.resolve(false)).then((isHandled) => {
      if (!isHandled) res.writeHead(404).end('site');
    });
  }));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `https://127.0.0.1:${port}`;
  const { userPoolService, identityPoolService, oauthService } = createIdentityServices(options);
  const backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseUrl, HTTPS: '1' }), {
    services: [userPoolService, identityPoolService, oauthService],
    log: silentLogger,
  });
  mounted.backend = backend;
  const pool = await createPoolContextLoader(options)(backend.context);
  const dispatcher = new Agent({ connect: { ca: tls.cert } });

  return {
    baseUrl,
    dataDir,
    certificate: tls.cert,
    clientId: pool.ids.userPoolClientId,
    callbackUrl: pool.hostedUi.callbackUrls[0],
    logoutUrl: pool.hostedUi.logoutUrls[0],
    backend,
    pool,
    fetch: (url, init = {}) => undiciFetch(url, { redirect: 'manual', ...init, dispatcher }),
    async createUser(email, password, patch = {}) {
      const sub = randomUUID();
      const user = await insertUser(
        pool.db,
        { sub, username: sub, email, emailVerified: true, attributes: patch.attributes ?? {}, status: patch.status ?? 'CONFIRMED', ...passwordRecord(pool, { username: sub }, password) },
        new Date(),
      );
      if (!user) throw new Error(`${email} exists`);
      return user;
    },
    async close() {
      await dispatcher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      removeTempDataDir(dataDir);
    },
  };
}
