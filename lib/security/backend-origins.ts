import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { storageTargetOf } from '@/lib/storage/storage-target';

/** Where the browser reaches the backend, by what it does there; each list holds origins only. */
export type BackendOrigins = {
  /** Fetched by the Amplify client, the S3 and Firehose clients (and AppSync's realtime socket). */
  connect: string[];
  /** Pictures and media shown straight from the bucket. */
  storage: string[];
  /** The hosted sign-in the browser is sent to (forms there post to it). */
  signIn: string[];
};

/**
 * The backend's origins as amplify_outputs.json names them: the local backend's endpoints under
 * `custom`, or, for outputs from an AWS deployment, the regional AWS endpoints the clients call.
 */
export function backendOriginsOf(outputs: AmplifyOutputsDocument | null): BackendOrigins {
  if (!outputs) return { connect: [], storage: [], signIn: [] };
  const custom = outputs.custom ?? {};
  const region = outputs.auth?.aws_region;
  const data = outputs.data as { url?: unknown } | undefined;
  const oauth = outputs.auth?.oauth as { domain?: unknown } | undefined;

  const storage = storageOrigins(outputs);
  const signIn = typeof oauth?.domain === 'string' && oauth.domain ? [originOf(`https://${oauth.domain}`)] : [];
  const connect = [
    custom.user_pool_endpoint ?? (region && `https://cognito-idp.${region}.amazonaws.com`),
    custom.identity_pool_endpoint ?? (region && `https://cognito-identity.${region}.amazonaws.com`),
    data?.url,
    appSyncRealtimeOf(data?.url),
    custom.analytics_firehose_endpoint ?? regionalFirehoseOf(custom.analytics_region),
  ].map(originOf);
  return { connect: unique([...connect, ...storage, ...signIn]), storage, signIn: unique(signIn) };
}

function storageOrigins(outputs: AmplifyOutputsDocument): string[] {
  const target = storageTargetOf(outputs);
  if (!target) return [];
  if (target.endpoint) return unique([originOf(target.endpoint)]);
  // The S3 client addresses the bucket virtual-hosted; picture URLs use the same host.
  return [`https://${target.bucket}.s3.${target.region}.amazonaws.com`];
}

/** AppSync's realtime endpoint (wss) beside its GraphQL endpoint, for AWS deployments. */
function appSyncRealtimeOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const match = /^https:\/\/([a-z0-9]+)\.appsync-api\.([a-z0-9-]+)\.amazonaws\.com\//.exec(url);
  return match ? `wss://${match[1]}.appsync-realtime-api.${match[2]}.amazonaws.com` : undefined;
}

function regionalFirehoseOf(region: unknown): string | undefined {
  return typeof region === 'string' && region ? `https://firehose.${region}.amazonaws.com` : undefined;
}

/** The origin of an http(s)/ws(s) address; '' for anything else (dropped by unique). */
function originOf(address: unknown): string {
  if (typeof address !== 'string' || !address) return '';
  try {
    const url = new URL(address);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) ? `${url.protocol}//${url.host}` : '';
  } catch {
    return '';
  }
}

function unique(origins: string[]): string[] {
  return [...new Set(origins.filter(Boolean))];
}
