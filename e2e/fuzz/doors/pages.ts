import { encodedText, hugeString, INVALID_UTF8, malformedValue, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

const PAGES = [
  '/',
  '/briefs',
  '/streams',
  '/profiles',
  '/personalities',
  '/platforms',
  '/movies',
  '/blogs',
  '/merchandise/shop',
  '/auth/login',
  '/me',
  '/me/briefs',
  '/admin',
  '/admin/analytics',
  '/merchandise/account',
  '/sitemap.xml',
  '/robots.txt',
  '/briefs/feed.xml',
  '/amplify-outputs.js',
];
const DETAIL_PREFIXES = [
  '/briefs/',
  '/profiles/',
  '/streams/',
  '/personalities/',
  '/platforms/',
  '/movies/',
  '/blogs/',
  '/cast/',
  '/genres/',
  '/me/briefs/',
  '/admin/streams/',
];
const QUERY_NAMES = [
  'page',
  'category',
  'tag',
  'warfare',
  'q',
  'genre',
  'status',
  'returnTo',
  'cursor',
  '_rsc',
  ...PROTOTYPE_NAMES,
];

function path(random: SeededRandom): string {
  const base = random.chance(0.5)
    ? random.pick(PAGES)
    : `${random.pick(DETAIL_PREFIXES)}${random.pick([...PROTOTYPE_NAMES, '%E0%A4%A', '%00', '..%2f..%2fetc%2fpasswd', 'x'.repeat(random.pick([10, 3000])), encodeURIComponent('é😀'), 'missing-slug'])}`;
  const pairs = random.many(
    random.int(0, 3),
    () => `${random.pick(QUERY_NAMES)}=${encodedText(random, 200)}`,
  );
  if (random.chance(0.05))
    return random.pick([
      '//evil.example/x',
      '/%',
      `/${'a/'.repeat(2000)}`,
      '/_next/static/..%2f..%2fpackage.json',
      '/_next/image?url=http://evil.example/x&w=64&q=75',
      '/api/revalidate?tag=__proto__',
    ]);
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
}

/** Requests Next's router and our middleware see: RSC and router headers, server-action posts, odd methods and cookies. */
export function pageRequests(random: SeededRandom, context: FuzzContext, count: number): FuzzRequest[] {
  return random.many(count, () => {
    const headers: Record<string, string> = {};
    if (random.chance(0.3)) headers.rsc = '1';
    if (random.chance(0.2))
      headers['next-router-state-tree'] = random.pick([
        'garbage',
        '%5B%22%22%5D',
        encodeURIComponent(JSON.stringify(malformedValue(random))),
        hugeString(random, 5000),
      ]);
    if (random.chance(0.15)) headers['next-router-prefetch'] = '1';
    if (random.chance(0.1)) headers['next-url'] = random.pick(['/__proto__', 'garbage', '//evil.example']);
    if (random.chance(0.15))
      headers.cookie = random.pick([
        `CognitoIdentityServiceProvider.${context.clientId}.LastAuthUser=constructor; CognitoIdentityServiceProvider.${context.clientId}.constructor.accessToken=a.b.c`,
        `CognitoIdentityServiceProvider.${context.clientId}.LastAuthUser=__proto__`,
        Array.from({ length: 80 }, (_, index) => `c${index}=${'v'.repeat(60)}`).join('; '),
        'settings=%ZZ',
      ]);
    const method = random.pick([
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'OPTIONS',
      'TRACE',
      'PATCH',
    ]);
    let body: Buffer | undefined;
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      if (random.chance(0.4)) headers['next-action'] = random.pick(['garbage', '0'.repeat(40), '__proto__']);
      headers['content-type'] = random.pick([
        'application/json',
        'text/plain;charset=UTF-8',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ]);
      body = random.chance(0.8)
        ? Buffer.from(JSON.stringify(malformedValue(random)))
        : random.pick(INVALID_UTF8);
    }
    return { door: 'pages', method, path: path(random), headers, body };
  });
}
