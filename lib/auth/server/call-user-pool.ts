import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { LOOPBACK_ORIGIN_ENV, TOKEN_CHECK_TIMEOUT_MS } from '@/lib/constants/security';
import { siteOrigin } from '@/lib/seo/site-origin';

export type UserPoolAnswer = { status: number; body: string };
/** One call of the user pool's JSON 1.1 API (`X-Amz-Target: AWSCognitoIdentityProviderService.<operation>`). */
export type UserPoolCall = (operation: string, input: Record<string, unknown>) => Promise<UserPoolAnswer>;

/**
 * How the server side calls the user pool the outputs name: the local backend at
 * `custom.user_pool_endpoint`, else Amazon Cognito's regional endpoint. When the local backend is
 * this very process (its endpoint is on PUBLIC_URL), the call goes to it over loopback rather
 * than out through the public address and any load balancer, keeping the public Host (and, over
 * TLS, checking the certificate against the public name).
 */
export function userPoolCallFor(outputs: AmplifyOutputsDocument, env: Record<string, string | undefined> = process.env): UserPoolCall | null {
  const region = outputs.auth?.aws_region;
  const endpoint = outputs.custom?.user_pool_endpoint ?? (region ? `https://cognito-idp.${region}.amazonaws.com/` : undefined);
  if (!endpoint) return null;
  const url = new URL(endpoint);
  const loopback = env[LOOPBACK_ORIGIN_ENV];
  const connectTo = loopback && url.origin === siteOrigin(env) ? new URL(loopback) : url;
  return (operation, input) => postJson(url, connectTo, operation, JSON.stringify(input));
}

function postJson(url: URL, connectTo: URL, operation: string, payload: string): Promise<UserPoolAnswer> {
  const isTls = connectTo.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (isTls ? httpsRequest : httpRequest)(
      {
        host: connectTo.hostname.replace(/^\[|\]$/g, ''),
        port: connectTo.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          host: url.host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
          'content-length': Buffer.byteLength(payload),
        },
        ...(isTls && !isIP(hostname) ? { servername: hostname } : {}),
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
