import { startOwnServer, sendRaw, type OwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * Requests no browser sends, sent raw: each must get an answer below 500 (or a clean close), and
 * the server must log no failure and keep running. The spec starts a server of its own (reusing
 * the suite's build) to read its log.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

const get = (path: string, headers: string[] = []) => [`GET ${path} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close', '', ''].join('\r\n');
const postHead = (path: string, headers: string[]) => [`POST ${path} HTTP/1.1`, 'Host: localhost', ...headers, '', ''].join('\r\n');
const cookies = Array.from({ length: 100 }, (_, i) => `c${i}=${'v'.repeat(20)}`).join('; ');

const ANSWERED: [string, string][] = [
  ['TRACE', 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['TRACK', 'TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['a router state that is not JSON', get('/briefs', ['RSC: 1', 'Next-Router-State-Tree: garbage%%'])],
  ['a router state of the wrong shape', get('/briefs', ['RSC: 1', 'Next-Router-State-Tree: %5B%22x%22%5D'])],
  ['a huge router state', get('/', ['RSC: 1', `Next-Router-State-Tree: ${'a'.repeat(12_000)}`])],
  ['a prefetch of /briefs', get('/briefs', ['RSC: 1', 'Next-Router-Prefetch: 1'])],
  ['a prefetch of /profiles', get('/profiles', ['RSC: 1', 'Next-Router-Prefetch: 1'])],
  ['a prefetch flag on a request for HTML', get('/briefs', ['Next-Router-Prefetch: 1'])],
  ['a prefetch flag on /profiles without RSC', get('/profiles', ['Next-Router-Prefetch: 1'])],
  ['a query parameter named constructor', get('/briefs?constructor=%7B%22__proto__%22%3Anull%7D')],
  ['a server action the site does not have', postHead('/', ['Next-Action: 0123456789abcdef', 'Content-Length: 2', 'Connection: close']) + '[]'],
  ['a POST to a page', postHead('/briefs', ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 3', 'Connection: close']) + 'a=b'],
  ['a cross-site POST to the API', postHead('/api/revalidate', ['Origin: https://evil.example', 'Content-Type: application/json', 'Content-Length: 2', 'Connection: close']) + '{}'],
  ['a form POST to the API', postHead('/api/revalidate', ['Origin: http://localhost', 'Content-Type: text/plain', 'Content-Length: 2', 'Connection: close']) + '{}'],
  ['a cookie of 12 KB', get('/', [`Cookie: a=${'b'.repeat(12_000)}`])],
  ['a cookie of 12 KB on a guarded page', get('/me', [`Cookie: CognitoIdentityServiceProvider.x.LastAuthUser=${'b'.repeat(12_000)}`])],
  ['100 cookies', get('/me', [`Cookie: ${cookies}`])],
  ['headers beyond the limit', get('/', [`X-Big: ${'b'.repeat(20_000)}`])],
  ['broken percent-encoding', get('/%E0%A4%A')],
  ['broken percent-encoding in a dynamic route', get('/briefs/%E0%A4%A')],
  ['a NUL byte', get('/%00')],
  ['a lone percent sign', get('/%')],
  ['a path that looks like another host', get('//evil.com/x')],
  ['a path of 8 KB', get(`/${'a'.repeat(8192)}`)],
  ['no Host header', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
];

for (const [name, raw] of ANSWERED) {
  test(`answers ${name} below 500`, async () => {
    const status = await sendRaw(server.port, raw);
    if (status !== 'closed') expect(status).toBeLessThan(500);
  });
}

test('refuses a tunnel (CONNECT) without opening one', async () => {
  const status = await sendRaw(server.port, 'CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com:443\r\n\r\n');
  expect([405, 'closed']).toContain(status);
});

test('takes bodies cut off half-way without failing', async () => {
  const halfBodies = [
    postHead('/api/revalidate', [`Origin: ${server.origin}`, 'Content-Type: application/json', 'Content-Length: 1000']) + '{"tags":',
    postHead('/briefs', ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 1000']) + 'a=b&c=',
    postHead('/', ['Content-Type: application/json', 'Transfer-Encoding: chunked']) + '5\r\n{"a":\r\n',
  ];
  for (const raw of halfBodies) {
    // The client gives up after 300 ms; answering before (from the headers alone) is fine too.
    const status = await sendRaw(server.port, raw, 300);
    if (status !== 'aborted' && status !== 'closed') expect(status).toBeLessThan(500);
  }
});

test('logged no failure and is still running', async () => {
  // Let anything the cut-off requests left behind come to light.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const log = server.output().slice(server.output().indexOf('[server] http'));
  expect(server.isRunning()).toBe(true);
  expect(log).not.toMatch(/uncaught|unhandled|⨯|\bError\b|failed:/i);
});
