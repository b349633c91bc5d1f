import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { ANNOUNCE_RECORD_CHANGE, recordChangesOf, type RecordChange } from '../../data/realtime/record-changes';

/** An announcement is a hint: a slow API delays the mutation's answer by this much at most. */
const ANNOUNCE_TIMEOUT_MS = 2_000;

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
 * After a moderation or creator mutation succeeded, tells onRecordChange's subscribers what the
 * public may know of it (amplify/data/realtime/record-changes.ts), one announceRecordChange call
 * per change, signed with the function's role (SigV4, service `appsync`). A failure is logged and
 * swallowed: the records are committed, and pages read again at their next visit anyway.
 */
export async function announceRecordChanges(mutation: string, args: Record<string, unknown>, result: unknown, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const changes = recordChangesOf(mutation, args, result);
  const endpoint = graphqlEndpointOf(env);
  if (changes.length === 0 || !endpoint) return;
  const url = new URL(endpoint);
  const signer = new SignatureV4({
    service: 'appsync',
    region: env.AWS_REGION ?? 'us-east-1',
    sha256: Sha256,
    credentials: async () => ({ accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', sessionToken: env.AWS_SESSION_TOKEN }),
  });
  for (const change of changes) await announce(signer, url, change).catch((error: unknown) => console.warn(`${ANNOUNCE_RECORD_CHANGE} ${change.recordKey}: ${String(error)}`));
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
