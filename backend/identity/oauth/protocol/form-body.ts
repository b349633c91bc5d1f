import type { IncomingMessage } from 'node:http';
import { readBody } from '../../../core/http/read-body';
import { OAUTH_LIMITS } from '../limits';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';

/** A form's (or query's) parameters, each at most once, as RFC 6749 §3.1 requires. */
export type FormParams = ReadonlyMap<string, string>;

export function readSingleValues(params: URLSearchParams): FormParams {
  const values = new Map<string, string>();
  for (const [name, value] of params) {
    if (values.has(name)) throw new OAuthError('invalid_request', OAUTH_MESSAGES.duplicateParameter(name));
    values.set(name, value);
  }
  return values;
}

/** The request's application/x-www-form-urlencoded body. */
export async function readFormBody(req: IncomingMessage): Promise<FormParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new OAuthError('invalid_request', OAUTH_MESSAGES.formBodyRequired);
  const body = await readBody(req, OAUTH_LIMITS.formBodyBytes);
  return readSingleValues(new URLSearchParams(body.toString('utf8')));
}

export function requireParam(params: FormParams, name: string): string {
  const value = params.get(name);
  if (!value) throw new OAuthError('invalid_request', OAUTH_MESSAGES.missingParameter(name));
  return value;
}
