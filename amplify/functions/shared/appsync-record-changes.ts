import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { ANNOUNCE_RECORD_CHANGE, expectRecordChanges, type RecordChange, type RecordChangeContext } from '../../data/realtime/record-changes';

/** An announcement is a hint: a slow call delays the mutation's answer by this much at most... */
const ANNOUNCE_TIMEOUT_MS = 2_000;
/** ...and all of a mutation's (up to MAX_RECORD_CHANGES: a profile's records) this much: none is started past it. */
const ANNOUNCE_BUDGET_MS = 5_000;
/**
 * Calls in flight at once. One call per change, never several changes in one request: AppSync is
 * reported not to trigger subscriptions for aliased mutation fields (dillonkearns/elm-graphql#106, aws-amplify/amplify-js#3213).
 */
const ANNOUNCE_AT_ONCE = 10;

const ANNOUNCE = `mutation Announce($model: String!, $recordId: ID!, $change: RecordChangeKind!) {
  ${ANNOUNCE_RECORD_CHANGE}(model: $model, recordId: $recordId, change: $change) { recordKey model recordId change }
}`;

/**
 * The data API's endpoint, as Gen 2 hands it to a function the schema grants (resource.ts:
 * `allow.resource(fn).to(['mutate'])` puts `<name>_GRAPHQL_ENDPOINT` in its environment).
 */
function graphqlEndpointOf(env: NodeJS.ProcessEnv): string | null {
  const name = env.AMPLIFY_DATA_DEFAULT_NAME;
  const key = name ? `${name}_GRAPHQL_ENDPOINT` : null;
  return key && Object.hasOwn(env, key) ? (env[key] ?? null) : null;
}

/**
 * Around a moderation or creator mutation: reads what the rules need before it runs
 * (amplify/data/realtime/record-changes.ts, expectRecordChanges), and answers the function to call
 * once the mutation succeeded, which tells onRecordChange's subscribers what the public may know
 * of it: one announceRecordChange call per change, signed with the function's role (SigV4,
 * service `appsync`), ANNOUNCE_AT_ONCE at a time within ANNOUNCE_BUDGET_MS. A failure, of a read
 * or of a call, is logged and swallowed: the records are committed, and pages read again at their
 * next visit anyway.
 */
export async function expectAnnouncements(
  mutation: string,
  args: Record<string, unknown>,
  context: RecordChangeContext,
  env: NodeJS.ProcessEnv = process.env,
): Promise<(result: unknown) => Promise<void>> {
  const expected = await expectRecordChanges(mutation, args, context).catch((error: unknown) => {
    console.warn(`${ANNOUNCE_RECORD_CHANGE} ${mutation}: ${String(error)}`);
    return null;
  });
  return async (result) => {
    const changes = await (expected?.after(result) ?? Promise.resolve([])).catch((error: unknown) => {
      console.warn(`${ANNOUNCE_RECORD_CHANGE} ${mutation}: ${String(error)}`);
      return [];
    });
    await announceRecordChanges(changes, env);
  };
}

/** Announces `changes` through the data API, in their order as far as ANNOUNCE_AT_ONCE allows. */
export async function announceRecordChanges(changes: readonly RecordChange[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const endpoint = graphqlEndpointOf(env);
  if (changes.length === 0 || !endpoint) return;
  const url = new URL(endpoint);
  const signer = new SignatureV4({
    service: 'appsync',
    region: env.AWS_REGION ?? 'us-east-1',
    sha256: Sha256,
    credentials: async () => ({ accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', sessionToken: env.AWS_SESSION_TOKEN }),
  });
  const until = Date.now() + ANNOUNCE_BUDGET_MS;
  let next = 0;
  const worker = async () => {
    while (next < changes.length && Date.now() < until) {
      const change = changes[next++];
      await announce(signer, url, change).catch((error: unknown) => console.warn(`${ANNOUNCE_RECORD_CHANGE} ${change.recordKey}: ${String(error)}`));
    }
  };
  await Promise.all(Array.from({ length: Math.min(ANNOUNCE_AT_ONCE, changes.length) }, worker));
  if (next < changes.length) console.warn(`${ANNOUNCE_RECORD_CHANGE}: ${changes.length - next} of ${changes.length} changes left unannounced after ${ANNOUNCE_BUDGET_MS} ms.`);
}

async function announce(signer: SignatureV4, url: URL, change: RecordChange): Promise<void> {
  const body = JSON.stringify({ query: ANNOUNCE, variables: { model: change.model, recordId: change.recordId, change: change.change } });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname: url.hostname,
    path: url.pathname,
    headers: { host: url.hostname, 'content-type': 'application/json' },
    body,
  });
  const answer = await fetch(url, { method: 'POST', headers: signed.headers, body, signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS) });
  const json = (await answer.json().catch(() => null)) as { errors?: unknown[] } | null;
  if (!answer.ok || !json || json.errors) throw new Error(`the data API answered ${answer.status}: ${JSON.stringify(json?.errors ?? null).slice(0, 300)}`);
}
