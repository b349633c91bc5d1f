import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

/** SigV4 headers for an AppSync request, as the Amplify client signs it with identity-pool credentials. */
export async function signAppSyncRequest(
  url: string,
  body: string,
  credentials: AwsCredentials,
): Promise<Record<string, string>> {
  const target = new URL(url);
  const signer = new SignatureV4({ service: 'appsync', region: 'us-west-2', credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: target.protocol,
    hostname: target.hostname,
    port: Number(target.port),
    path: target.pathname,
    headers: { host: target.host, 'content-type': 'application/json' },
    body,
  });
  return signed.headers as Record<string, string>;
}
