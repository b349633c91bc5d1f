import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface RequestToSign {
  url: string;
  method?: string;
  body?: string;
  /** The SigV4 service name: `appsync`, `mobiletargeting`, `s3`, `cognito-idp` … */
  service: string;
  headers?: Record<string, string>;
}

/** SigV4 headers for a raw request, as the AWS SDK would sign it (for bodies no SDK client sends). */
export async function signRequest(
  request: RequestToSign,
  credentials: AwsCredentials,
): Promise<Record<string, string>> {
  const target = new URL(request.url);
  const signer = new SignatureV4({
    service: request.service,
    region: 'us-west-2',
    credentials,
    sha256: Sha256,
  });
  const signed = await signer.sign({
    method: request.method ?? 'POST',
    protocol: target.protocol,
    hostname: target.hostname,
    port: Number(target.port),
    path: target.pathname,
    query: Object.fromEntries(target.searchParams),
    headers: { host: target.host, 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  return signed.headers as Record<string, string>;
}
