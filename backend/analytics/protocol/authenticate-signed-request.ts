import type { IncomingMessage } from 'node:http';
import { SigV4Error } from '../../core/sigv4/sigv4-error';
import { verifySigV4 } from '../../core/sigv4/verify-sigv4';
import type { VerifiedIdentityCredentials } from '../../identity';
import type { AnalyticsRuntime } from '../runtime';

/** The signing name: Firehose's SDK signs …/us-west-2/firehose/aws4_request. */
export const FIREHOSE_SIGNING_SERVICE = 'firehose';

/**
 * The identity behind a request signed with identity-pool credentials (guest or signed-in).
 * The session token names the identity and the secret is derived from the access key id, so no
 * lookup is needed. Throws SigV4Error (403) for unsigned, unknown, expired or wrongly signed requests.
 */
export async function authenticateSignedRequest(
  req: IncomingMessage,
  body: Buffer,
  runtime: AnalyticsRuntime,
  service = FIREHOSE_SIGNING_SERVICE,
): Promise<VerifiedIdentityCredentials> {
  const now = runtime.now();
  const sessionToken = req.headers['x-amz-security-token'];
  // Filled by findSecret, which verifySigV4 calls once with the request's access key id.
  const found: { identity?: VerifiedIdentityCredentials | null } = {};
  await verifySigV4(req, body, {
    service,
    region: runtime.region,
    now,
    findSecret: (accessKeyId) => {
      found.identity = typeof sessionToken === 'string' ? runtime.verifyCredentials(accessKeyId, sessionToken, now) : null;
      return found.identity?.secretKey ?? null;
    },
  });
  if (!found.identity) throw new SigV4Error('UnrecognizedClientException', 'The security token included in the request is invalid.');
  return found.identity;
}
