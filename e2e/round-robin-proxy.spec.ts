import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort } from '../backend/core/test-support/free-port';
import { startRoundRobinProxy } from '../scripts/cluster/round-robin-proxy';

/**
 * The reference deployment's load balancer (scripts/cluster/round-robin-proxy.ts) in front of
 * stand-in instances; multi-instance.spec.ts runs it in front of the real ones.
 */
/** A stand-in instance that answers with what it was sent. */
async function startEchoServer(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      const { host, 'x-forwarded-for': forwardedFor, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': forwardedProto } = req.headers;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name, method: req.method, path: req.url, bytes, host, forwardedFor, forwardedHost, forwardedProto }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.describe('the round-robin proxy', () => {
  const targetOf = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port) });
  const answerOf = async (response: Promise<Response>) => (await (await response).json()) as Record<string, unknown>;

  test('sends requests to the instances in turn, with Host and X-Forwarded-*', async () => {
    const [one, two] = [await startEchoServer('one'), await startEchoServer('two')];
    const proxy = await startRoundRobinProxy({ host: '127.0.0.1', targets: [one.url, two.url].map(targetOf) });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await answerOf(fetch(`${proxy.origin}/briefs?page=${i}`)));
      expect(answers.map((answer) => answer.name)).toEqual(['one', 'two', 'one', 'two']);
      const host = `localhost:${proxy.port}`;
      expect(answers[0]).toMatchObject({ path: '/briefs?page=0', host, forwardedHost: host, forwardedProto: 'http', forwardedFor: expect.stringMatching(/127\.0\.0\.1$/) });
    } finally {
      await proxy.close();
      for (const { server } of [one, two]) await new Promise((resolve) => server.close(resolve));
    }
  });

  test('skips an instance that refuses connections, sending even a POST and its streamed body to the next', async () => {
    const one = await startEchoServer('one');
    const proxy = await startRoundRobinProxy({ host: '127.0.0.1', targets: [`http://127.0.0.1:${await freePort()}`, one.url].map(targetOf) });
    try {
      const body = Buffer.alloc(3 * 1024 * 1024, 1);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await answerOf(fetch(`${proxy.origin}/upload`, { method: 'POST', body })));
      expect(answers.map(({ name, method, bytes }) => [name, method, bytes])).toEqual(Array.from({ length: 3 }, () => ['one', 'POST', body.length]));
    } finally {
      await proxy.close();
      await new Promise((resolve) => one.server.close(resolve));
    }
  });
});
