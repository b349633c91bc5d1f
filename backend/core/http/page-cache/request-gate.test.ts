import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuseMalformedPageRequest, refuseUnservedMethod } from './request-gate';

function attempt(method: string, headers: Record<string, string | string[]>, url = '/briefs') {
  const req = { method, url, headers: { ...headers } } as unknown as IncomingMessage;
  const sent: { status?: number; body?: string; headers?: Record<string, unknown> } = {};
  const res = {
    writeHead(status: number, answerHeaders: Record<string, unknown>) {
      Object.assign(sent, { status, headers: answerHeaders });
      return this;
    },
    end(body: string) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  const isRefused = refuseUnservedMethod(req, res) || refuseMalformedPageRequest(req, res);
  return { isRefused, sent, req };
}

const validState = encodeURIComponent(JSON.stringify(['', { children: ['briefs', { children: ['__PAGE__', {}] }] }, null, null, true]));

describe('requests refused before they reach Next', () => {
  it.each([
    ['a TRACE', 'TRACE', {}, 405],
    ['a TRACK', 'TRACK', {}, 405],
    ['a server action call (the site has none)', 'POST', { 'next-action': 'abc123' }, 404],
    ['a POST to a page (only /api/ takes bodies)', 'POST', {}, 405],
    ['a PUT to a page', 'PUT', {}, 405],
    ['an RSC request whose router state is not JSON', 'GET', { rsc: '1', 'next-router-state-tree': 'garbage%%' }, 400],
    ['an RSC request whose router state is JSON of another shape', 'GET', { rsc: '1', 'next-router-state-tree': '%5B%22x%22%5D' }, 400],
    ['an RSC request with two router states', 'GET', { rsc: '1', 'next-router-state-tree': [validState, validState] }, 400],
    ['an RSC request with a huge router state', 'GET', { rsc: '1', 'next-router-state-tree': 'a'.repeat(50_000) }, 400],
  ])('answers %s with %p and a JSON message', (_, method, headers, status) => {
    const { isRefused, sent } = attempt(method, headers);
    expect(isRefused).toBe(true);
    expect(sent.status).toBe(status);
    expect(JSON.parse(sent.body ?? '')).toHaveProperty('message');
  });

  it.each(['/briefs?constructor=x', '/movies?page=2&constructor=%7B%7D', '/?%63onstructor=1'])('answers a query naming `constructor` (which breaks Next’s searchParams) with 400: %s', (url) => {
    const { isRefused, sent } = attempt('GET', {}, url);
    expect(isRefused).toBe(true);
    expect(sent.status).toBe(400);
  });

  it('lets a POST to the site’s API (and to the development overlay) through', () => {
    expect(attempt('POST', { 'content-type': 'application/json' }, '/api/revalidate').isRefused).toBe(false);
    expect(attempt('POST', {}, '/__nextjs_original-stack-frames').isRefused).toBe(false);
  });

  it('lets a well-formed RSC request through untouched', () => {
    const headers = { rsc: '1', 'next-router-state-tree': validState, 'next-router-prefetch': '1' };
    const { isRefused, req } = attempt('GET', headers);
    expect(isRefused).toBe(false);
    expect(req.headers).toEqual(headers);
  });

  it('takes the router’s headers off a request for HTML, where Next would fail on them', () => {
    const { isRefused, req } = attempt('GET', { 'next-router-prefetch': '1', 'next-router-state-tree': 'garbage', 'next-url': '/x', accept: 'text/html' });
    expect(isRefused).toBe(false);
    expect(req.headers).toEqual({ accept: 'text/html' });
  });
});
