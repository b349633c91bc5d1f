import { encodedText, hugeString, INVALID_UTF8, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

const PATHS = [
  '/oauth2/authorize',
  '/oauth2/token',
  '/oauth2/login',
  '/oauth2/idpresponse',
  '/oauth2/revoke',
  '/oauth2/userInfo',
  '/logout',
  '/oauth2/__proto__',
  '/oauth2/constructor',
];
const PARAMETERS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'identity_provider',
  'idp_identifier',
  'grant_type',
  'code',
  'code_verifier',
  'refresh_token',
  'token',
  'request',
  'email',
  'password',
  'logout_uri',
  'error',
];

/** Query strings and form bodies for the hosted sign-in: repeated, missing, inherited and broken parameters. */
function parameters(random: SeededRandom, context: FuzzContext): string {
  const value = (name: string): string => {
    if (name === 'client_id' && random.chance(0.6)) return context.clientId;
    if (name === 'redirect_uri' && random.chance(0.4))
      return random.pick(['http://localhost:3300/', 'https://evil.example/', 'javascript:alert(1)']);
    return random.chance(0.7) ? encodedText(random, random.pick([100, 5_000])) : random.pick(PROTOTYPE_NAMES);
  };
  const names = random.many(random.int(0, 12), () => random.pick([...PARAMETERS, ...PROTOTYPE_NAMES]));
  const pairs = names.map((name) => `${name}=${value(name)}`);
  if (random.chance(0.15))
    pairs.push(
      random.pick([
        '%E0%A4%A',
        '%',
        'a=%ZZ',
        '=',
        '&&&',
        `x=${encodeURIComponent(hugeString(random, 6_000))}`,
      ]),
    );
  return pairs.join('&');
}

/** The hosted UI's endpoints with every method, broken queries, forms, cookies and bearer tokens. */
export function oauthRequests(random: SeededRandom, context: FuzzContext, count: number): FuzzRequest[] {
  return random.many(count, () => {
    const method = random.pick(['GET', 'POST', 'POST', 'PUT', 'DELETE']);
    const query = parameters(random, context);
    const isForm = method === 'POST' && random.chance(0.8);
    let body: Buffer | undefined;
    if (isForm)
      body = random.chance(0.85)
        ? Buffer.from(parameters(random, context))
        : Buffer.concat([Buffer.from('email='), random.pick(INVALID_UTF8)]);
    const headers: Record<string, string> = {};
    if (isForm)
      headers['content-type'] = random.pick([
        'application/x-www-form-urlencoded',
        'application/json',
        'text/plain',
      ]);
    if (random.chance(0.3))
      headers.authorization = random.pick([
        'Bearer a.b.c',
        `Basic ${Buffer.from(`${context.clientId}:x`).toString('base64')}`,
        'Basic ###',
        `Bearer ${context.accessToken}`,
      ]);
    if (random.chance(0.3))
      headers.cookie = random.pick([
        'cognito=__proto__',
        'XSRF-TOKEN=constructor',
        `cognito=${'x'.repeat(3000)}`,
        'a=%ZZ',
      ]);
    if (random.chance(0.3))
      headers.origin = random.pick(['https://evil.example', 'null', 'http://localhost:3300']);
    return { door: 'OAuth', method, path: `${random.pick(PATHS)}${query ? `?${query}` : ''}`, headers, body };
  });
}
