/**
 * The creators of the mixed load: confirmed accounts made through the running server's Admin API
 * (operator credentials from an instance's data folder), each signed in once by SRP through the
 * real aws-amplify client (its pure-JS maths costs the client ~0.5 s, so only at setup), then given
 * a profile and a published brief through the creator mutations. What a browser would then hold —
 * the tokens, and the same tokens as the cookies the site's server side reads — is kept for the load.
 */
import { randomBytes } from 'node:crypto';
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, parseAmplifyConfig, type KeyValueStorageInterface } from 'aws-amplify/utils';
import { Pool } from 'undici';
import { openServerAdminApi } from '../../../backend/identity/cli/server-admin-api';
import { createConfirmedUser } from '../../../backend/identity/cli/create-user';

export type SignedInUser = {
  email: string;
  /** The profile's username (the account's sign-in name is `email`). */
  username: string;
  /** The account's id (the tokens' `sub`), which Profile.userId holds. */
  sub: string;
  accessToken: string;
  /** The Cookie header a signed-in browser sends: Amplify's token keys, as the site stores them. */
  cookie: string;
  profileId: string;
  brief: { id: string; slug: string; title: string };
};

/** The outputs document as /amplify-outputs.js gives it to browsers (the parts used here). */
export type SiteOutputs = {
  data: { url: string; api_key: string };
  custom: { user_pool_endpoint: string; identity_pool_endpoint: string };
};

const PASSWORD = 'Bench#Cluster42';

const SAVE_PROFILE = `mutation ($username: String!, $displayName: String!, $bio: String) {
  saveMyProfile(username: $username, displayName: $displayName, bio: $bio) { id username }
}`;
export const SAVE_BRIEF = `mutation ($id: ID, $title: String!, $description: String!, $categories: String!, $status: BriefStatus!) {
  saveMyBrief(id: $id, title: $title, description: $description, categories: $categories, status: $status) { id slug status }
}`;

/** The outputs a browser gets from `origin` (window.<global>=JSON.parse("…") in /amplify-outputs.js, or an object literal before 165d8f1). */
export async function readSiteOutputs(pool: Pool): Promise<SiteOutputs> {
  const response = await pool.request({ path: '/amplify-outputs.js', method: 'GET' });
  const script = await response.body.text();
  const value = script.slice(script.indexOf('=') + 1).replace(/;\s*$/, '');
  const json = value.startsWith('JSON.parse(') && value.endsWith(')') ? (JSON.parse(value.slice('JSON.parse('.length, -1)) as unknown) : value;
  if (response.statusCode !== 200 || typeof json !== 'string' || !json.startsWith('{')) throw new Error(`/amplify-outputs.js gave no outputs: ${script.slice(0, 200)}`);
  return JSON.parse(json) as SiteOutputs;
}

/** A Map-backed token store, so each sign-in's keys can be read out as cookies and then dropped. */
export class TokenKeys implements KeyValueStorageInterface {
  readonly entries = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.entries.set(key, value);
  }
  async getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.entries.delete(key);
  }
  async clear() {
    this.entries.clear();
  }
}

/** Cookie names as js-cookie (and so the site's CookieStorage and the Next adapter) write them. */
const cookieNameOf = (key: string) => encodeURIComponent(key).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent);

function configureAmplify(outputs: SiteOutputs, tokenKeys: TokenKeys): void {
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const config = parseAmplifyConfig(outputs as unknown as Parameters<typeof parseAmplifyConfig>[0]);
  const cognito = config.Auth?.Cognito;
  if (!cognito) throw new Error('the outputs have no auth section');
  Amplify.configure({
    ...config,
    Auth: {
      ...config.Auth,
      Cognito: { ...cognito, userPoolEndpoint: outputs.custom.user_pool_endpoint, identityPoolEndpoint: outputs.custom.identity_pool_endpoint },
    },
  } as ResourcesConfig);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenKeys);
}

/**
 * `count` creators on the site behind `pool` (any instance or the proxy: they share the database).
 * `dataDir` is an instance's data folder, for the operator credentials it wrote.
 */
export async function createSignedInUsers(options: { pool: Pool; outputs: SiteOutputs; dataDir: string; count: number }): Promise<SignedInUser[]> {
  const { pool, outputs, count } = options;
  const admin = await openServerAdminApi(options.dataDir);
  const tokenKeys = new TokenKeys();
  configureAmplify(outputs, tokenKeys);
  const run = randomBytes(3).toString('hex');
  const users: SignedInUser[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const email = `bench.${run}.${index}@bench.banwatch.test`;
      await createConfirmedUser(admin, { email, password: PASSWORD, groups: [] });
      const result = await signIn({ username: email, password: PASSWORD });
      if (!result.isSignedIn) throw new Error(`${email} did not sign in: ${result.nextStep.signInStep}`);
      const accessKey = [...tokenKeys.entries.keys()].find((key) => key.endsWith('.accessToken'));
      const accessToken = accessKey ? tokenKeys.entries.get(accessKey) : undefined;
      if (!accessToken) throw new Error(`${email} signed in, but Amplify stored no access token`);
      const cookie = [...tokenKeys.entries].map(([key, value]) => `${cookieNameOf(key)}=${encodeURIComponent(value)}`).join('; ');
      // Dropped rather than signed out: a sign-out would revoke the tokens the load goes on using.
      await tokenKeys.clear();

      const username = `bench-${run}-${index}`;
      const profile = await callAsUser(pool, outputs, accessToken, SAVE_PROFILE, {
        username,
        displayName: `Bench creator ${index}`,
        bio: 'A creator the cluster benchmark signs in.',
      });
      const profileId = (profile as { saveMyProfile: { id: string } }).saveMyProfile.id;
      const title = `Bench brief ${run} ${index}: staying visible under load`;
      const saved = await callAsUser(pool, outputs, accessToken, SAVE_BRIEF, {
        title,
        description: 'Revision 0 of a brief the cluster benchmark edits while it reads.',
        categories: 'Discipline',
        status: 'PUBLISHED',
      });
      const brief = (saved as { saveMyBrief: { id: string; slug: string } }).saveMyBrief;
      const sub = String((JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sub: unknown }).sub);
      users.push({ email, username, sub, accessToken, cookie, profileId, brief: { id: brief.id, slug: brief.slug, title } });
    }
  } finally {
    await admin.close();
  }
  return users;
}

/** A GraphQL call with the user-pool access token (as the Data client's userPool mode sends it); throws on errors. */
export async function callAsUser(pool: Pool, outputs: SiteOutputs, accessToken: string, query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await pool.request({
    path: new URL(outputs.data.url).pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.body.json()) as { data?: unknown; errors?: { message: string }[] };
  if (response.statusCode !== 200 || answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL as a signed-in user answered ${response.statusCode}: ${JSON.stringify(answer).slice(0, 400)}`);
  }
  return answer.data;
}
