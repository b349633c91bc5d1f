/** The query parameter that carries the way back after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';
export const SIGN_IN_PATH = '/auth/login';

/**
 * A same-site path to return to, or '/' for anything else: only a path starting with one '/'
 * (never '//host' or '/\host', which browsers treat as another site), so sign-in cannot be used
 * to send someone elsewhere.
 */
export function safeReturnPath(value: string | string[] | null | undefined): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return '/';
  if (/[\u0000-\u001f]/.test(candidate)) return '/';
  try {
    const url = new URL(candidate, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The sign-in page, told to come back to `path` afterwards. */
export function signInPathFor(path: string): string {
  const returnTo = safeReturnPath(path);
  return returnTo === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}
