import {
  CognitoIdentityClient,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from '@aws-sdk/client-cognito-identity';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
// No browser here (raw requests only), so not the CSP-watching `test` of support/test.ts.
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { analyticsRequests } from './fuzz/doors/analytics';
import { answerProblems, SLOWEST_ANSWER_MS } from './fuzz/answer-problems';
import { doublingFragments, graphqlRequests } from './fuzz/doors/graphql';
import { guardedGraphqlRequests } from './fuzz/doors/graphql-guarded';
import { oauthRequests } from './fuzz/doors/oauth';
import { openDataRequests } from './fuzz/doors/open-data';
import { pageRequests } from './fuzz/doors/pages';
import { realtimeCases } from './fuzz/doors/realtime';
import { storageRequests } from './fuzz/doors/storage';
import { identityPoolRequests, userPoolRequests } from './fuzz/doors/user-pool';
import { deeplyNestedJson } from './fuzz/malformed-values';
import { readServerFiles, type FuzzContext } from './fuzz/fuzz-context';
import { openRealtimeConnection } from './fuzz/realtime-connection';
import { runPooled, sendFuzzRequest, type FuzzRequest } from './fuzz/fuzz-request';
import { createFuzzProfile, createFuzzTargets } from './fuzz/fuzz-targets';
import { fuzzSeed, SeededRandom } from './fuzz/seeded-random';
import { signFuzzRequest } from './fuzz/sign-fuzz-request';
import { createUser, PASSWORD, uniqueEmail } from './support/identity';

/**
 * A few hundred malformed requests to each door of the running product, generated from a seed
 * (FUZZ_SEED replays a run): no answer may be a 5xx (but S3's 501 NotImplemented), take over
 * 2 s, or carry anything secret-shaped; and the site still answers a page afterwards.
 */
const REQUESTS_PER_DOOR = Number(process.env.FUZZ_REQUESTS ?? 250);
/** The narrow doors (a handful of operations or files, cheap requests) take fewer. */
const REQUESTS_PER_NARROW_DOOR = Math.round(REQUESTS_PER_DOOR * 0.3);
const CONCURRENCY = 4;
const seed = fuzzSeed();

// One door after another in one worker (each a burst of its own); a failing door does not skip the rest.
test.describe.configure({ mode: 'default', timeout: 300_000 });

let context: FuzzContext;
let signIn: () => Promise<string>;
let signInAs: (username: string) => Promise<string>;

test.beforeAll(async () => {
  const { outputs, operator } = await readServerFiles();
  const email = uniqueEmail('fuzz');
  // Another user's records, which the doors try to reach; the doors never sign in as them.
  const targetEmail = uniqueEmail('fuzz-target');
  createUser(email);
  createUser(targetEmail);
  const region = 'us-west-2';
  const signedOut = { accessKeyId: 'unused', secretAccessKey: 'unused' };
  const userPool = new CognitoIdentityProviderClient({
    region,
    endpoint: `${baseURL}/_aws/cognito-idp`,
    credentials: signedOut,
  });
  signInAs = async (username: string) => {
    const { AuthenticationResult } = await userPool.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: outputs.auth.user_pool_client_id,
        AuthParameters: { USERNAME: username, PASSWORD },
      }),
    );
    return AuthenticationResult?.AccessToken ?? '';
  };
  signIn = () => signInAs(email);
  const identityPool = new CognitoIdentityClient({
    region,
    endpoint: `${baseURL}/_aws/cognito-identity`,
    credentials: signedOut,
  });
  const { IdentityId } = await identityPool.send(
    new GetIdCommand({ IdentityPoolId: outputs.auth.identity_pool_id }),
  );
  const { Credentials } = await identityPool.send(new GetCredentialsForIdentityCommand({ IdentityId }));
  context = {
    userPoolId: outputs.auth.user_pool_id,
    clientId: outputs.auth.user_pool_client_id,
    identityPoolId: outputs.auth.identity_pool_id,
    apiKey: outputs.data.api_key,
    bucket: outputs.storage.bucket_name,
    deliveryStreamName: outputs.custom.analytics_delivery_stream_name,
    accessToken: await signIn(),
    guestCredentials: {
      accessKeyId: Credentials?.AccessKeyId ?? '',
      secretAccessKey: Credentials?.SecretKey ?? '',
      sessionToken: Credentials?.SessionToken ?? '',
    },
    secrets: [operator.secretAccessKey],
    targets: await createFuzzTargets(baseURL, await signInAs(targetEmail)),
  };
  // A creator, so the saveMy… operations reach their ownership rules rather than "create your profile first".
  await createFuzzProfile(baseURL, context.accessToken, 'fuzz');
  console.log(
    `[fuzz] seed ${seed} (FUZZ_SEED=${seed} replays this run), ${REQUESTS_PER_DOOR} requests a door`,
  );
});

/** Sends every request and lists what broke a rule, each with enough to replay it; prints how the door answered. */
async function problemsOf(
  requests: readonly FuzzRequest[],
  options: { allowedStatuses?: number[] } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  await runPooled(requests, CONCURRENCY, async (request) => {
    const answer = await sendFuzzRequest(baseURL, request);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    problems.push(...answerProblems(request, answer, { secrets: context.secrets, allowedStatuses: options.allowedStatuses }));
  });
  const tally = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'closed'}×${count}`);
  console.log(`[fuzz] ${requests[0]?.door}: ${tally.join(' ')}`);
  return problems;
}

const signedAsGuest = (service: string) => (request: FuzzRequest & { isSigned: boolean }) =>
  request.isSigned
    ? signFuzzRequest(request, baseURL, { service, credentials: context.guestCredentials })
    : Promise.resolve(request);

test('the user pool answers malformed requests with client errors, quickly, without secrets', async () => {
  expect(await problemsOf(userPoolRequests(new SeededRandom(seed), context, REQUESTS_PER_DOOR))).toEqual([]);
});

test('the identity pool answers malformed requests with client errors, quickly, without secrets', async () => {
  expect(
    await problemsOf(identityPoolRequests(new SeededRandom(seed + 1), context, REQUESTS_PER_DOOR)),
  ).toEqual([]);
});

test('the hosted sign-in endpoints answer malformed requests with client errors, quickly, without secrets', async () => {
  expect(await problemsOf(oauthRequests(new SeededRandom(seed + 2), context, REQUESTS_PER_DOOR))).toEqual([]);
});

test('GraphQL refuses exponential, oversized and malformed documents quickly, without secrets', async () => {
  expect(await problemsOf(graphqlRequests(new SeededRandom(seed + 3), context, REQUESTS_PER_DOOR))).toEqual(
    [],
  );
});

test('the moderation, trail, inbox and consent operations give guests and non-moderators nothing that is not theirs', async () => {
  // A fresh token: the user pool's door may have signed the first one out.
  const signedIn = { ...context, accessToken: await signIn() };
  expect(await problemsOf(guardedGraphqlRequests(new SeededRandom(seed + 8), signedIn, REQUESTS_PER_NARROW_DOOR))).toEqual([]);
});

test('S3 answers malformed requests with its errors (501 for what it does not offer), quickly, without secrets', async () => {
  const requests = await Promise.all(
    storageRequests(new SeededRandom(seed + 4), context, REQUESTS_PER_DOOR).map(signedAsGuest('s3')),
  );
  expect(await problemsOf(requests, { allowedStatuses: [501] })).toEqual([]);
});

test('the analytics ingest answers malformed requests with client errors, quickly, without secrets', async () => {
  const requests = await Promise.all(
    analyticsRequests(new SeededRandom(seed + 5), context, REQUESTS_PER_DOOR).map(
      signedAsGuest('firehose'),
    ),
  );
  expect(await problemsOf(requests)).toEqual([]);
});

test('pages answer malformed requests without server errors, quickly, without secrets', async () => {
  expect(await problemsOf(pageRequests(new SeededRandom(seed + 6), context, REQUESTS_PER_DOOR))).toEqual([]);
});

test('the open data downloads refuse an invalid since with a 400 and never send a truncated file', async () => {
  expect(
    await problemsOf(openDataRequests(new SeededRandom(seed + 9), context, REQUESTS_PER_NARROW_DOOR)),
  ).toEqual([]);
});

test('the real-time endpoint answers malformed frames by its protocol, and sends nobody an event they may not read', async () => {
  const realtimeUrl = `${baseURL.replace(/^http/, 'ws')}/_aws/graphql/graphql/realtime`;
  const host = new URL(baseURL).host;
  // A fresh token: the user pool's door may have signed the first one out.
  const fuzzContext = { ...context, accessToken: await signIn() };
  const problems: string[] = [];
  const closes = new Map<number, number>();
  const cases = realtimeCases(new SeededRandom(seed + 10), fuzzContext, host, REQUESTS_PER_NARROW_DOOR);
  await runPooled(cases, CONCURRENCY, async (fuzz) => {
    const connection = await openRealtimeConnection(realtimeUrl, fuzz.protocols, context.secrets, fuzz.label);
    if (!connection) return;
    for (const frame of fuzz.frames) connection.send(frame);
    await Promise.race([connection.closed, new Promise((resolve) => setTimeout(resolve, 400))]);
    connection.close();
    const code = await connection.closed;
    closes.set(code, (closes.get(code) ?? 0) + 1);
    problems.push(...connection.problems);
  });
  console.log(`[fuzz] real time: ${cases.length} connections, closed ${[...closes].map(([code, count]) => `${code}×${count}`).join(' ')}`);
  expect(problems).toEqual([]);

  // Then subscriptions of every kind stay open, a guest's and the fuzz user's, while another user
  // saves a draft brief and an anonymised ban: no connection may hear of either; a published brief
  // reaches a plain guest subscriber (so the watch is not blind).
  const random = new SeededRandom(seed + 11);
  const watchers = [];
  for (let index = 0; index < 12; index += 1) {
    const authorization = index % 2 === 0 ? { host, 'x-api-key': context.apiKey } : { host, Authorization: fuzzContext.accessToken };
    const protocols = ['graphql-ws', `header-${Buffer.from(JSON.stringify(authorization)).toString('base64url')}`];
    const watcher = await openRealtimeConnection(realtimeUrl, protocols, context.secrets, `watcher ${index}`);
    if (!watcher) throw new Error('the watcher could not connect');
    watcher.send(JSON.stringify({ type: 'connection_init' }));
    expect(await watcher.waitFor('connection_ack', 1, 5_000)).toBe(true);
    for (const frame of realtimeCases(random, fuzzContext, host, 1)[0].frames.filter((frame) => typeof frame === 'string' && frame.includes('"start"')).slice(0, 5)) {
      watcher.send(frame);
    }
    watchers.push(watcher);
  }
  const guest = await openRealtimeConnection(realtimeUrl, ['graphql-ws', `header-${Buffer.from(JSON.stringify({ host, 'x-api-key': context.apiKey })).toString('base64url')}`], context.secrets, 'guest');
  guest!.send(JSON.stringify({ type: 'connection_init' }));
  await guest!.waitFor('connection_ack', 1, 5_000);
  for (const [id, query] of [['briefs', 'subscription { onCreateBrief { id status } }'], ['bans', 'subscription { onCreatePlatformBan { id profileId owner } }']]) {
    guest!.send(JSON.stringify({ id, type: 'start', payload: { data: JSON.stringify({ query, variables: {} }), extensions: { authorization: { host, 'x-api-key': context.apiKey } } } }));
  }
  expect(await guest!.waitFor('start_ack', 2, 5_000)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const writerEmail = uniqueEmail('fuzz-realtime-writer');
  createUser(writerEmail);
  const writer = await signInAs(writerEmail);
  const writerProfileId = await createFuzzProfile(baseURL, writer, 'fuzz-realtime');
  const write = async (query: string) => {
    const response = await fetch(`${baseURL}/_aws/graphql/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: writer }, body: JSON.stringify({ query }) });
    const answer = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data ?? {})[0].id;
  };
  const draftId = await write('mutation { saveMyBrief(title: "A draft nobody may hear of", description: "d", categories: "Power", status: DRAFT) { id } }');
  const anonymousBanId = await write('mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Anonymised", isAnonymous: true) { id } }');
  const publishedId = await write('mutation { saveMyBrief(title: "A brief everyone may hear of", description: "d", categories: "Power", status: PUBLISHED) { id } }');

  await expect.poll(() => guest!.messages.some((message) => message.type === 'data' && JSON.stringify(message.payload).includes(publishedId)), { timeout: 5_000 }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const leaks = [...watchers, guest!].flatMap((connection, index) =>
    connection.messages
      .filter((message) => message.type === 'data')
      .map((message) => JSON.stringify(message.payload))
      .filter((payload) => payload.includes(draftId) || payload.includes(writerProfileId) || payload.includes(`AnonymousAuthorship`))
      .map((payload) => `connection ${index} heard: ${payload.slice(0, 200)}`),
  );
  expect(leaks).toEqual([]);
  // The anonymised ban reaches guests without its creator's profile.
  const banEvents = guest!.messages.filter((message) => message.type === 'data' && JSON.stringify(message.payload).includes(anonymousBanId));
  for (const event of banEvents) expect(JSON.stringify(event.payload)).not.toContain(writerProfileId);
  for (const connection of [...watchers, guest!]) {
    problems.push(...connection.problems);
    connection.close();
  }
  expect(problems).toEqual([]);
});

test('a page and a sign-in answer within a second while abusive requests arrive', async ({ request }) => {
  const random = new SeededRandom(seed + 7);
  const abusive: FuzzRequest[] = [
    ...random.many(12, () => ({
      door: 'GraphQL',
      method: 'POST',
      path: '/_aws/graphql/graphql',
      headers: { 'content-type': 'application/json', 'x-api-key': context.apiKey },
      body: Buffer.from(JSON.stringify({ query: doublingFragments(30) })),
    })),
    ...random.many(12, () => ({
      door: 'user pool',
      method: 'POST',
      path: '/_aws/cognito-idp/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: Buffer.from(deeplyNestedJson(random, 400_000)),
    })),
  ];
  const flood = runPooled(abusive, 8, (fuzz) => sendFuzzRequest(baseURL, fuzz));
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const [pageMs, signInMs] = await Promise.all([
    timed(async () => expect((await request.get('/briefs')).status()).toBe(200)),
    timed(signIn),
  ]);
  await flood;
  expect(pageMs).toBeLessThan(1_000);
  expect(signInMs).toBeLessThan(1_000);
});

test('the site still answers a page after all of it', async ({ request }) => {
  const started = performance.now();
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(performance.now() - started).toBeLessThan(SLOWEST_ANSWER_MS);
});
