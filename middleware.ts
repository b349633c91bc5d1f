import { NextResponse } from 'next/server';

/**
 * Runs before every page. For now it sets the security headers every response should carry;
 * protected routes (owner editing, the admin area) are guarded here once sign-in exists.
 */
export function middleware() {
  const response = NextResponse.next();
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  return response;
}

export const config = {
  // Static assets and generated artwork skip the middleware.
  matcher: ['/((?!_next/static|_next/image|artwork/|favicon.ico).*)'],
};
