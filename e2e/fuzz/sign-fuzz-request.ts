import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { FuzzRequest } from './fuzz-request';

/**
 * Signs a fuzz request as an AWS SDK client would (SigV4 in headers), so it reaches the checks
 * behind the signature. Requests whose path the signer cannot even parse go out unsigned.
 */
export async function signFuzzRequest(
  fuzz: FuzzRequest,
  baseUrl: string,
  options: {
    service: string;
    credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
  },
): Promise<FuzzRequest> {
  const target = new URL(baseUrl);
  const queryStart = fuzz.path.indexOf('?');
  const path = queryStart < 0 ? fuzz.path : fuzz.path.slice(0, queryStart);
  const query: Record<string, string> = {};
  try {
    for (const [name, value] of new URLSearchParams(queryStart < 0 ? '' : fuzz.path.slice(queryStart + 1)))
      query[name] = value;
    decodeURIComponent(path);
  } catch {
    return fuzz;
  }
  const signer = new SignatureV4({
    service: options.service,
    region: 'us-west-2',
    credentials: options.credentials,
    sha256: Sha256,
    uriEscapePath: options.service !== 's3',
  });
  const signed = await signer.sign({
    method: fuzz.method,
    protocol: target.protocol,
    hostname: target.hostname,
    port: Number(target.port),
    path: decodeURIComponent(path),
    query,
    headers: { host: target.host, ...fuzz.headers },
    body: fuzz.body,
  });
  return { ...fuzz, headers: signed.headers as Record<string, string> };
}
