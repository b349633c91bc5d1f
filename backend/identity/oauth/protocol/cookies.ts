import type { IncomingMessage, ServerResponse } from 'node:http';

/** The hosted page's own sign-in; its value is a random id whose hash the database keeps. */
export const SESSION_COOKIE = 'oauth2_session';

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
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
