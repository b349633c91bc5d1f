import type { IncomingMessage, ServerResponse } from 'node:http';

export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';
/** Seconds a refused client is asked to wait: about how long the queue it found full takes to move. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The 503 a refused request gets: Retry-After for browsers, crawlers and load balancers, never
 * cached, JSON for the site's API and a short page for everything else.
 */
export function answerBusy(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  const wantsJson = (req.url ?? '').startsWith('/api/');
  const body = wantsJson ? JSON.stringify({ message: BUSY_MESSAGE }) : busyPage();
  res.writeHead(503, {
    'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function busyPage(): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Busy – try again in a moment</title></head>',
    `<body><main><h1>Busy</h1><p>${BUSY_MESSAGE}</p><p><a href="">Try again</a></p></main></body></html>`,
  ].join('\n');
}
