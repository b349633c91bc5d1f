import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  OPERATOR_CREDENTIALS_FILE,
  type OperatorCredentialsFile,
} from '../../backend/identity/operator-credentials';
import { E2E_DATA_DIR } from '../support/identity';

/** What the doors need to reach past the first check: ids, keys and a bearer from the server under test. */
export interface FuzzContext {
  userPoolId: string;
  clientId: string;
  identityPoolId: string;
  apiKey: string;
  bucket: string;
  /** The Firehose delivery stream the site records to (custom.analytics_delivery_stream_name). */
  deliveryStreamName: string;
  /** A signed-in user's access token, so token-taking operations get past authentication. */
  accessToken: string;
  /** Identity-pool credentials of a guest, for signed S3 and Firehose requests. */
  guestCredentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
  /** Values that must never appear in any answer. */
  secrets: string[];
  /** Records of another user, for requests that try to reach what is not the caller's. */
  targets: FuzzTargets;
}

/** Another user's profile and their anonymised ban (which only they and moderators may tie together). */
export interface FuzzTargets {
  profileId: string;
  anonymousBanId: string;
}

interface OutputsFile {
  auth: { user_pool_id: string; user_pool_client_id: string; identity_pool_id: string };
  data: { api_key: string };
  storage: { bucket_name: string };
  custom: { analytics_delivery_stream_name: string };
}

/** The server's outputs file and operator credentials, from its data folder (see playwright.config.ts). */
export async function readServerFiles(): Promise<{
  outputs: OutputsFile;
  operator: OperatorCredentialsFile;
}> {
  const read = async <T>(name: string) => JSON.parse(await readFile(join(E2E_DATA_DIR, name), 'utf8')) as T;
  return {
    outputs: await read<OutputsFile>('amplify_outputs.json'),
    operator: await read<OperatorCredentialsFile>(OPERATOR_CREDENTIALS_FILE),
  };
}
