import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import { recordResponse, type RecordingOutcome } from './response-recorder';
import { exchange, startServer } from './test-support/http-exchange';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/** Serves one answer while recording it; resolves with what the recorder saw. */
async function recordOne(answer: Answer, options: { maxBodyBytes?: number; keep?: boolean } = {}) {
  let outcome!: Promise<RecordingOutcome>;
  const server = await startServer((req, res) => {
    outcome = recordResponse(res, { maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024, shouldKeep: () => options.keep ?? true });
    answer(req, res);
  });
  try {
    const received = await exchange(server.port, '/', { 'accept-encoding': 'gzip' });
    return { received, recorded: await outcome };
  } finally {
    await server.close();
  }
}

describe('recordResponse', () => {
  it('copies the final status, the headers set either way, and the body as sent', async () => {
    const { received, recorded } = await recordOne((_, res) => {
      res.setHeader('Cache-Control', 's-maxage=5');
      res.writeHead(201, { 'Content-Type': 'text/html; charset=latin1' });
      res.write('caf\u00e9 ', 'latin1');
      res.write(Buffer.from('and '));
      res.end(new Uint8Array([116, 101, 97]), () => undefined);
    });
    expect(received.body.toString('latin1')).toBe('caf\u00e9 and tea');
    expect(recorded).toEqual({
      outcome: 'complete',
      response: { status: 201, headers: { 'cache-control': 's-maxage=5', 'content-type': 'text/html; charset=latin1' }, body: received.body },
    });
  });

  it('copies the encoded bytes when compression wraps the response after it', async () => {
    const html = '<p>a page</p>'.repeat(200);
    const { received, recorded } = await recordOne((req, res) => {
      compression()(req, res, () => undefined);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    });
    expect(received.headers['content-encoding']).toBe('gzip');
    expect(recorded.outcome).toBe('complete');
    if (recorded.outcome !== 'complete') return;
    expect(recorded.response.headers['content-encoding']).toBe('gzip');
    expect(recorded.response.body.equals(received.body)).toBe(true);
    expect(gunzipSync(recorded.response.body).toString()).toBe(html);
  });

  it('stops copying, and sends everything anyway, when the head is refused or the body outgrows the limit', async () => {
    const refused = await recordOne((_, res) => res.end('private page'), { keep: false });
    expect(refused.received.body.toString()).toBe('private page');
    expect(refused.recorded).toEqual({ outcome: 'skipped' });

    const large = await recordOne(
      (_, res) => {
        res.write('0123456789');
        res.end('abcdefghij');
      },
      { maxBodyBytes: 15 },
    );
    expect(large.received.body.toString()).toBe('0123456789abcdefghij');
    expect(large.recorded).toEqual({ outcome: 'skipped' });
  });

  it('reports an answer cut off by the client', async () => {
    let outcome!: Promise<RecordingOutcome>;
    const server = await startServer((_, res) => {
      outcome = recordResponse(res, { maxBodyBytes: 1024, shouldKeep: () => true });
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('first part, the rest never comes');
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: server.port, path: '/', agent: false }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
        req.end();
      });
      expect(await outcome).toEqual({ outcome: 'aborted' });
    } finally {
      await server.close();
    }
  });
});
