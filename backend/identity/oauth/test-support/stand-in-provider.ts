/**
 * A real OpenID Connect provider (the `oidc-provider` package) standing in for a social provider
 * in the federation tests and the Playwright journeys: its sign-in page takes an e-mail address
 * (no password) and answers with a profile derived from it, so tests can predict the mapped
 * attributes. Run directly, it serves the client described by STAND_IN_* variables:
 *
 *   STAND_IN_PORT=3401 STAND_IN_CLIENT_ID=… STAND_IN_CLIENT_SECRET=… \
 *   STAND_IN_REDIRECT_URIS=https://localhost:3400/oauth2/idpresponse node --import tsx <this file>
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { standInProfile } from './stand-in-profile';

export interface StandInOptions {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface StandInProvider {
  issuer: string;
  close(): Promise<void>;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startStandInProvider(options: StandInOptions): Promise<StandInProvider> {
  const accounts = new Map<string, ReturnType<typeof standInProfile>>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'picture'] },
    findAccount: (_ctx, id) => {
      const profile = accounts.get(id);
      return profile ? { accountId: id, claims: () => profile } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['stand-in provider cookie key'] },
    pkce: { required: () => true },
  });

  // The stand-in's sign-in page: an e-mail box, Continue, and Cancel (the user declining).
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Stand-in provider</title><h1>Sign in to the stand-in provider</h1>
<form method="post" action="/interaction/${escape(details.uid)}/login"><label for="login">Email</label>
<input id="login" name="login" type="email" required><button type="submit">Continue</button></form>
<form method="post" action="/interaction/${escape(details.uid)}/abort"><button type="submit">Cancel</button></form>`;
      return;
    }
    if (ctx.method !== 'POST') return next();
    let result;
    if (match[2] === '/abort') {
      result = { error: 'access_denied', error_description: 'The user cancelled.' };
    } else {
      const email = (await readForm(ctx.req)).get('login') ?? '';
      const profile = standInProfile(email);
      accounts.set(profile.sub, profile);
      const grant = new provider.Grant({ accountId: profile.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      result = { login: { accountId: profile.sub }, consent: { grantId: await grant.save() } };
    }
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(redirectTo);
  });

  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.env.STAND_IN_CLIENT_ID && require.main === module) {
  const env = process.env;
  startStandInProvider({
    port: Number(env.STAND_IN_PORT ?? 0),
    clientId: env.STAND_IN_CLIENT_ID ?? '',
    clientSecret: env.STAND_IN_CLIENT_SECRET ?? '',
    redirectUris: (env.STAND_IN_REDIRECT_URIS ?? '').split(',').filter(Boolean),
  }).then(
    ({ issuer }) => console.log(`[stand-in provider] ${issuer}`),
    (error: unknown) => {
      console.error('[stand-in provider] could not start:', error);
      process.exit(1);
    },
  );
}
