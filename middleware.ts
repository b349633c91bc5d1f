import type { NextRequest } from 'next/server';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { guardRequest } from '@/lib/auth/server/guard-request';
import { sharedCacheControlFor } from '@/lib/http/address-only-pages';
import { pagePolicyFor } from '@/lib/security/page-policy';
import { securityHeaders } from '@/lib/security/security-headers';

/**
 * Runs before every page: gives Next the page's Content-Security-Policy (Next puts its nonce on
 * its own scripts), guards the signed-in areas and the admin area, then sets the security headers
 * every response carries. The backend enforces its rules on every call; the guard only spares
 * people pages they cannot use.
 */
export async function middleware(request: NextRequest) {
  const outputs = await readAmplifyOutputs();
  const { policy } = pagePolicyFor(outputs);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = await guardRequest(request, outputs, requestHeaders);
  const sharedCacheControl = sharedCacheControlFor(request.nextUrl.pathname, request.cookies.getAll().map((cookie) => cookie.name));
  // Guarded pages have set their own `private, no-store`; Next keeps a Cache-Control set here.
  if (sharedCacheControl && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', sharedCacheControl);
  const isTls = request.nextUrl.protocol === 'https:';
  for (const [name, value] of Object.entries(securityHeaders(policy, isTls))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Node.js runtime: the guard reads amplify_outputs.json from disk at request time.
  runtime: 'nodejs',
  // Static assets, generated artwork, the backend's own routes and the site's API skip the
  // middleware: the API answers JSON, not pages, and a middleware makes Next copy request bodies,
  // which fails (a 500) when a client sends half a body.
  matcher: ['/((?!_next/static|_next/image|artwork/|_aws/|api/|favicon.ico).*)'],
};
