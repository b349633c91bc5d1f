import { EMBED_FRAME_ORIGINS } from '@/lib/constants/security';
import type { BackendOrigins } from './backend-origins';

export type PolicyInput = {
  /** The nonce every script of the page carries. */
  nonce: string;
  /** Next's development mode: React's dev tooling evaluates code. */
  isDev: boolean;
  backend: BackendOrigins;
};

/**
 * The page's Content-Security-Policy. Scripts run only with the page's nonce (and what those load:
 * 'strict-dynamic'; 'self' is for browsers without it). Everything else is listed by need:
 * the backend's endpoints for fetches; pictures and videos from the bucket and, because records
 * may name them anywhere on the web, from any https address; the platform players the stream
 * pages embed after a click; hls.js's blob: workers and media. One policy for every page: a
 * client-side navigation keeps the policy of the page the visitor first opened.
 */
export function buildContentSecurityPolicy({ nonce, isDev, backend }: PolicyInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])],
    // React and the theme set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...backend.storage, 'https:'],
    'media-src': ["'self'", 'blob:', ...backend.storage, 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...backend.connect],
    'frame-src': [...EMBED_FRAME_ORIGINS],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...backend.signIn],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
