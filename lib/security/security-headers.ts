import { HSTS_MAX_AGE_SECONDS } from '@/lib/constants/security';

/** Headers every answer of the site carries, whatever the page. */
const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Older browsers ignore frame-ancestors; both say the same.
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // The sign-in flows navigate the whole window (no popups), so nothing needs a cross-origin opener.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The security headers of one answer: the fixed ones, the page's Content-Security-Policy, and
 * Strict-Transport-Security when the visitor came over TLS (never over plain http, where it means nothing).
 */
export function securityHeaders(policy: string, isTls: boolean): Record<string, string> {
  return {
    ...FIXED_HEADERS,
    'Content-Security-Policy': policy,
    ...(isTls ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}
