import type { IncomingMessage } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import type { FormParams } from './form-body';

/**
 * The app client a token or revoke request speaks for. The pool's client is public (no secret,
 * like Amplify's): `client_id` in the form, or HTTP Basic with an empty password.
 */
export function authenticateClient(req: IncomingMessage, form: FormParams, pool: PoolContext): string {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  let clientId = form.get('client_id');
  if (basic) {
    const [id, secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    if (secret !== '') throw new OAuthError('invalid_client', OAUTH_MESSAGES.clientSecretNotExpected, 401);
    clientId ??= decodeURIComponent(id);
  }
  if (form.has('client_secret')) throw new OAuthError('invalid_client', OAUTH_MESSAGES.clientSecretNotExpected, basic ? 401 : 400);
  if (clientId !== pool.ids.userPoolClientId) throw new OAuthError('invalid_client', OAUTH_MESSAGES.unknownClient, basic ? 401 : 400);
  return clientId;
}
