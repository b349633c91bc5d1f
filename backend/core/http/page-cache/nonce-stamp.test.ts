import type { IncomingMessage, ServerResponse } from 'node:http';
import { freshNonce, partialTokenAtEnd, tokenOffsets } from './nonce-token';
import { stampNonce } from './nonce-stamp';
import { exchange, startServer } from './test-support/http-exchange';

const RENDER_NONCE = freshNonce();
const NONCE = freshNonce();

/** What `write` sends through a stamped response on a real server, as the client gets it. */
async function stamped(write: (res: ServerResponse, req: IncomingMessage) => void, method = 'GET') {
  const server = await startServer((req, res) => {
    stampNonce(res, RENDER_NONCE, NONCE);
    write(res, req);
  });
  try {
    return await exchange(server.port, '/', {}, method);
  } finally {
    await server.close();
  }
}

describe('stamping a response with its own nonce', () => {
  it('replaces the render nonce in the policy and the page, wherever the chunks cut it', async () => {
    const page = `<script nonce="${RENDER_NONCE}"></script>`.repeat(3);
    const answer = await stamped((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${RENDER_NONCE}'`);
      // Cut one byte at a time around the second nonce, and in the middle of the third.
      const second = page.indexOf(RENDER_NONCE, page.indexOf(RENDER_NONCE) + 1);
      for (let at = 0; at < second + 30; at++) res.write(page[at]);
      const third = page.lastIndexOf(RENDER_NONCE) + 10;
      res.write(page.slice(second + 30, third));
      res.end(page.slice(third));
    });
    expect(answer.headers['content-security-policy']).toBe(`script-src 'nonce-${NONCE}'`);
    expect(answer.body.toString()).toBe(page.replaceAll(RENDER_NONCE, NONCE));
  });

  it('keeps Content-Length right (the nonces are the same length) and stamps RSC payloads too', async () => {
    const payload = Buffer.from(`0:["${RENDER_NONCE}"]\n`);
    const answer = await stamped((res) => {
      res.writeHead(200, { 'Content-Type': 'text/x-component', 'Content-Length': payload.length });
      res.end(payload);
    });
    expect(answer.headers['content-length']).toBe(String(payload.length));
    expect(answer.body.toString()).toBe(`0:["${NONCE}"]\n`);
  });

  it('leaves other bodies alone, but not their headers', async () => {
    const answer = await stamped((res) => {
      res.setHeader('Content-Type', 'application/javascript');
      res.setHeader('Link', [`</a.js>; rel=preload; nonce=${RENDER_NONCE}`]);
      res.end(`"${RENDER_NONCE}"`);
    });
    expect(answer.body.toString()).toBe(`"${RENDER_NONCE}"`);
    expect(answer.headers.link).toBe(`</a.js>; rel=preload; nonce=${NONCE}`);
  });

  it('sends a 304 without its policy, so the browser keeps the one stored with its copy', async () => {
    const answer = await stamped((res) => {
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${RENDER_NONCE}'`);
      res.statusCode = 304;
      res.end();
    });
    expect(answer.status).toBe(304);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('sends what it held back when the page ends on part of a nonce', async () => {
    const answer = await stamped((res) => {
      res.setHeader('Content-Type', 'text/html');
      res.write(`<p>${RENDER_NONCE.slice(0, 5)}`);
      res.end(() => undefined);
    });
    expect(answer.body.toString()).toBe(`<p>${RENDER_NONCE.slice(0, 5)}`);
  });
});

describe('finding a token', () => {
  it('finds every occurrence, and the part of one a chunk ends with', () => {
    const token = Buffer.from('abcdef');
    expect(tokenOffsets(Buffer.from('abcdefxxabcdefabcdef'), token)).toEqual([0, 8, 14]);
    expect(partialTokenAtEnd(Buffer.from('xxabc'), token)).toBe(3);
    expect(partialTokenAtEnd(Buffer.from('xxabd'), token)).toBe(0);
    expect(partialTokenAtEnd(Buffer.from('abcdef'), token)).toBe(0);
  });
});
