/**
 * The TLS backend of start-oauth-backend.ts in a process of its own, for the federation tests:
 * signing in with a provider loads openid-client, which is ESM-only and so cannot run inside
 * Jest's CommonJS module system. Configured by OAUTH_TEST_BACKEND (JSON, see ServeOptions);
 * prints one line `READY {json}` once it listens, and stops on SIGTERM.
 */
import { POOL_SETTINGS } from '../../../../amplify/auth/pool-settings';
import type { ExternalProviderDeclarations } from '../../../../amplify/auth/hosted-ui';
import { startOAuthBackend } from './start-oauth-backend';

export interface ServeOptions {
  port: number;
  externalProviders: ExternalProviderDeclarations;
  secrets: Record<string, string>;
}

export interface ServedBackend {
  baseUrl: string;
  dataDir: string;
  certificate: string;
  clientId: string;
  callbackUrl: string;
}

async function serve(): Promise<void> {
  const options = JSON.parse(process.env.OAUTH_TEST_BACKEND ?? '{}') as ServeOptions;
  const backend = await startOAuthBackend({
    port: options.port,
    settings: { ...POOL_SETTINGS, hostedUi: { ...POOL_SETTINGS.hostedUi, externalProviders: options.externalProviders } },
    secrets: options.secrets,
  });
  const served: ServedBackend = {
    baseUrl: backend.baseUrl,
    dataDir: backend.dataDir,
    certificate: backend.certificate,
    clientId: backend.clientId,
    callbackUrl: backend.callbackUrl,
  };
  console.log(`READY ${JSON.stringify(served)}`);
  process.once('SIGTERM', () => void backend.close().finally(() => process.exit(0)));
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
