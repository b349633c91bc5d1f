import type { ServerResponse } from 'node:http';
import { sendJson } from '../../../core/http/send';
import type { OAuthError } from '../oauth-error';

/** Tokens and token errors must never be cached (RFC 6749 §5.1). */
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

export function sendOAuthJson(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, NO_STORE);
}

/**
 * RFC 6749 §5.2's error body, plus `error_message`: the Amplify client reads that field (then
 * `error`) and shows it; `error_description` is what other OAuth clients read.
 */
export function sendOAuthErrorJson(res: ServerResponse, error: OAuthError): void {
  const headers: Record<string, string> = { ...NO_STORE };
  if (error.status === 401) headers['WWW-Authenticate'] = `Bearer error="${error.error}"`;
  sendJson(res, error.status, { error: error.error, error_description: error.message, error_message: error.message }, headers);
}

/** A 302 to `location`; the Location header must never be cached with the code in it. */
export function sendRedirect(res: ServerResponse, location: string, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store', ...extraHeaders });
  res.end();
}

/** `redirectUri` with `params` added to its query, keeping what it already had. */
export function withQuery(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}
