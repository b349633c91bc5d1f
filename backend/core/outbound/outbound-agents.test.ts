import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A server that answers with the Host header and path it was asked for. */
function hostEcho(name: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => res.end(`${name} ${req.headers.host} ${req.url}`));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

async function callFromNode(publicOrigin: string, loopbackOrigin: string, urls: string[]): Promise<{ url: string; fetch: string; get: string }[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(__dirname, 'outbound-agents.test-helper.ts'), publicOrigin, loopbackOrigin, ...urls], {
    cwd: join(__dirname, '..', '..', '..'),
  });
  return JSON.parse(stdout) as { url: string; fetch: string; get: string }[];
}

describe('installOutboundAgents', () => {
  let self: Awaited<ReturnType<typeof hostEcho>>;
  let elsewhere: Awaited<ReturnType<typeof hostEcho>>;
  beforeAll(async () => {
    self = await hostEcho('self');
    elsewhere = await hostEcho('elsewhere');
  });
  afterAll(() => Promise.all([self, elsewhere].map(({ server }) => new Promise((resolve) => server.close(resolve)))));

  // `.invalid` never resolves (RFC 2606): an answer can only have come over loopback.
  it('sends requests for the public origin to this process over loopback, keeping the public Host', async () => {
    const results = await callFromNode('http://bans.example.invalid:8080', self.origin, ['http://bans.example.invalid:8080/_aws/graphql?x=1', 'http://BANS.example.invalid:8080/p']);
    expect(results).toEqual([
      { url: 'http://bans.example.invalid:8080/_aws/graphql?x=1', fetch: 'self bans.example.invalid:8080 /_aws/graphql?x=1', get: 'self bans.example.invalid:8080 /_aws/graphql?x=1' },
      { url: 'http://BANS.example.invalid:8080/p', fetch: 'self bans.example.invalid:8080 /p', get: 'self bans.example.invalid:8080 /p' },
    ]);
  }, 30_000);

  it('reaches a plain-HTTP instance behind a balancer that terminates TLS, on the default port', async () => {
    const [result] = await callFromNode('https://bans.example.invalid', self.origin, ['https://bans.example.invalid/.well-known/jwks.json']);
    expect(result).toMatchObject({ fetch: 'self bans.example.invalid /.well-known/jwks.json', get: 'self bans.example.invalid /.well-known/jwks.json' });
  }, 30_000);

  it('leaves every other origin alone: another port, another scheme, another host', async () => {
    const otherPort = `${elsewhere.origin}/x`;
    const results = await callFromNode('http://bans.example.invalid:8080', self.origin, [otherPort, 'http://bans.example.invalid:8081/', 'https://bans.example.invalid:8080/', 'http://other.example.invalid:8080/']);
    expect(results[0]).toMatchObject({ fetch: `elsewhere ${elsewhere.origin.slice('http://'.length)} /x`, get: `elsewhere ${elsewhere.origin.slice('http://'.length)} /x` });
    for (const result of results.slice(1)) {
      expect(result.fetch).toMatch(/^E[A-Z_]+$/);
      expect(result.get).toMatch(/^E[A-Z_]+$/);
    }
  }, 30_000);
});
