import { NextResponse, type NextRequest } from 'next/server';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { decideAccess, requiredAccessFor } from '@/lib/auth/protected-routes';
import { signInPathFor } from '@/lib/auth/return-path';
import { readSessionUser } from '@/lib/auth/server/read-session-user';

/** Where a signed-in user without the right group is shown why (answered with status 403). */
const FORBIDDEN_PAGE = '/access-denied';

/**
 * Runs before every page: guards the signed-in areas and the admin area with the tokens in the
 * sign-in cookies (verified against the pool's keys), then sets the security headers every
 * response carries. The backend enforces the same rules on every call; this only spares people
 * pages they cannot use.
 */
export async function middleware(request: NextRequest) {
  const required = requiredAccessFor(request.nextUrl.pathname);
  let response: NextResponse;
  if (required) {
    const user = await readSessionUser((name) => request.cookies.get(name)?.value, await readAmplifyOutputs());
    const decision = decideAccess(required, user);
    if (decision === 'sign-in') {
      const { pathname, search } = request.nextUrl;
      response = NextResponse.redirect(new URL(signInPathFor(`${pathname}${search}`), request.url));
    } else if (decision === 'forbidden') {
      response = NextResponse.rewrite(new URL(FORBIDDEN_PAGE, request.url), { status: 403 });
    } else {
      response = NextResponse.next();
    }
    // A guarded page depends on who asks: never from a shared cache.
    response.headers.set('Cache-Control', 'private, no-store');
  } else {
    response = NextResponse.next();
  }
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  return response;
}

export const config = {
  // Node.js runtime: the guard reads amplify_outputs.json from disk at request time.
  runtime: 'nodejs',
  // Static assets, generated artwork and the backend's own routes skip the middleware.
  matcher: ['/((?!_next/static|_next/image|artwork/|_aws/|favicon.ico).*)'],
};
