import { request } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from './http-error';
import { readBody } from './read-body';
import { sendHttpError, sendJson } from './send';

describe('readBody', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      readBody(req, 16).then(
        (body) => sendJson(res, 200, { length: body.length, text: body.toString() }),
        (error: HttpError) => sendHttpError(res, error),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (chunks: string[], headers: Record<string, string | number> = {}) =>
    new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', method: 'POST', headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      });
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it('reads a body within the limit', async () => {
    expect(await post(['hello ', 'world'])).toMatchObject({ status: 200, body: '{"length":11,"text":"hello world"}' });
  });

  it('answers 413 for a declared length over the limit', async () => {
    const answer = await post(['x'.repeat(17)], { 'Content-Length': 17 });
    expect(answer).toMatchObject({ status: 413, connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ __type: 'PayloadTooLargeException', message: 'The request body exceeds 16 bytes.' });
  });

  it('answers 413 for a chunked body that grows past the limit', async () => {
    expect(await post(['x'.repeat(10), 'y'.repeat(10)])).toMatchObject({ status: 413 });
  });
});
