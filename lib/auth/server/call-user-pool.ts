import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { TOKEN_CHECK_TIMEOUT_MS } from '@/lib/constants/security';

export type UserPoolAnswer = { status: number; body: string };
/** One call of the user pool's JSON 1.1 API (`X-Amz-Target: AWSCognitoIdentityProviderService.<operation>`). */
export type UserPoolCall = (operation: string, input: Record<string, unknown>) => Promise<UserPoolAnswer>;

/**
 * How the server side calls the user pool the outputs name: the local backend at
 * `custom.user_pool_endpoint`, else Amazon Cognito's regional endpoint. (When the local backend is
 * this very process, the one server's outbound agents keep the call in the process.)
 */
export function userPoolCallFor(outputs: AmplifyOutputsDocument): UserPoolCall | null {
  const region = outputs.auth?.aws_region;
  const endpoint = outputs.custom?.user_pool_endpoint ?? (region ? `https://cognito-idp.${region}.amazonaws.com/` : undefined);
  if (!endpoint) return null;
  const url = new URL(endpoint);
  return (operation, input) => postJson(url, operation, JSON.stringify(input));
}

function postJson(url: URL, operation: string, payload: string): Promise<UserPoolAnswer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
          'content-length': Buffer.byteLength(payload),
        },
        timeout: TOKEN_CHECK_TIMEOUT_MS,
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`the user pool did not answer ${operation} in time`)));
    request.on('error', reject);
    request.end(payload);
  });
}
