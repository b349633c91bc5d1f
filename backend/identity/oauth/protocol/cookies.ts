import type { IncomingMessage, ServerResponse } from 'node:http';

/** The hosted page's own sign-in; its value is a random id whose hash the database keeps. */
export const SESSION_COOKIE = 'oauth2_session';
/**
 * Binds a hosted-page request to the browser that opened it (login CSRF): a random value whose
 * hash the request keeps; POST /oauth2/login must bring it back.
 */
export const LOGIN_COOKIE = 'oauth2_login';

/** An opaque token as createOpaqueToken makes it: anything else in a cookie is ignored. */
const OPAQUE_TOKEN_PATTERN = /^[\w-]{43}$/;

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The login cookie the browser sent, when it is one this service could have made. */
export function readLoginCookie(req: IncomingMessage): string | undefined {
  const value = readCookie(req, LOGIN_COOKIE);
  return value && OPAQUE_TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * Path=/ because /logout, which ends it, is outside /oauth2/; HttpOnly so the site's scripts never
 * see it; Lax so the top-level redirects of a sign-in carry it.
 */
export function setSessionCookie(res: ServerResponse, value: string, maxAgeSeconds: number, isSecure: boolean): void {
  res.appendHeader('Set-Cookie', `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`);
}

export function clearSessionCookie(res: ServerResponse, isSecure: boolean): void {
  res.appendHeader('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`);
}

/**
 * Path=/oauth2 (only the hosted page's form needs it), HttpOnly, Lax (a cross-site form post does
 * not carry it), as long as the request it binds lives.
 */
export function setLoginCookie(res: ServerResponse, value: string, maxAgeSeconds: number, isSecure: boolean): void {
  res.appendHeader('Set-Cookie', `${LOGIN_COOKIE}=${value}; Path=/oauth2; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`);
}
