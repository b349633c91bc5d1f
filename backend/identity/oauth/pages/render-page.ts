import type { ServerResponse } from 'node:http';
import { escapeHtml } from './html';

/** SPEC §3's default app name, which the site's header shows too. */
const APP_NAME = 'StreamIt';

/**
 * The site's look for the sign-in screen (the intelligence layout: light grey page, a white card
 * at most 30rem wide, the accent red and the system font), inlined so the page needs nothing else.
 */
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:2rem 1rem;
  background:#f1f2f5;color:#2a2a33;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
main{width:100%;max-width:30rem}
.brand{display:flex;justify-content:center;align-items:center;gap:.5rem;margin-bottom:1rem;font-weight:800;font-size:1.4rem;color:#2a2a33;text-decoration:none}
.brand-mark{width:1.6rem;height:1.6rem;color:#e50914}
h1{font-size:1.25rem;text-align:center;margin:0 0 1rem}
.card{background:#fff;border-radius:.5rem;box-shadow:0 10px 40px rgba(20,20,40,.08);padding:2rem}
label{display:block;font-weight:600;margin:0 0 .35rem}
input{display:block;width:100%;padding:.6rem .75rem;margin:0 0 1rem;font:inherit;border:1px solid #c6c8d2;border-radius:.5rem}
input:focus{outline:2px solid rgba(229,9,20,.35);border-color:#e50914}
button{width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#e50914;border:0;border-radius:.5rem;cursor:pointer}
button:hover{background:#c20812}
.alert{padding:.75rem 1rem;margin:0 0 1rem;border-radius:.5rem;background:#fde8e9;color:#8a050c;border:1px solid #f6b8bc}
.links{display:flex;justify-content:space-between;gap:1rem;margin-top:1rem;font-size:.9rem}
a{color:#e50914;text-decoration:none}
a:hover{text-decoration:underline}
.muted{color:#6c6f7d;font-size:.9rem;text-align:center;margin-top:1rem}
code{font-size:.85rem}
`;

/**
 * The site header's mark (Bootstrap Icons' broadcast-pin, MIT), inline: the page's policy loads no
 * fonts or images, and the site draws it with the icon font.
 */
const BRAND_MARK = `<svg class="brand-mark" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true"><path d="M3.05 3.05a7 7 0 0 0 0 9.9.5.5 0 0 1-.707.707 8 8 0 0 1 0-11.314.5.5 0 0 1 .707.707m2.122 2.122a4 4 0 0 0 0 5.656.5.5 0 1 1-.708.708 5 5 0 0 1 0-7.072.5.5 0 0 1 .708.708m5.656-.708a.5.5 0 0 1 .708 0 5 5 0 0 1 0 7.072.5.5 0 1 1-.708-.708 4 4 0 0 0 0-5.656.5.5 0 0 1 0-.708m2.122-2.12a.5.5 0 0 1 .707 0 8 8 0 0 1 0 11.313.5.5 0 0 1-.707-.707 7 7 0 0 0 0-9.9.5.5 0 0 1 0-.707zM6 8a2 2 0 1 1 2.5 1.937V15.5a.5.5 0 0 1-1 0V9.937A2 2 0 0 1 6 8"/></svg>`;

/** Served with the headers a sign-in page needs: never cached, never framed, no referrer. */
export function sendHtmlPage(res: ServerResponse, status: number, { title, body }: { title: string; body: string }, headers: Record<string, string> = {}): void {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${APP_NAME}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<a class="brand" href="/">${BRAND_MARK}${APP_NAME}</a>
<h1>${escapeHtml(title)}</h1>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
  const bytes = Buffer.from(html);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(bytes);
}
