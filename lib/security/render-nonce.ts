import { RENDER_NONCE_ENV } from '@/lib/constants/security';

/**
 * The nonce the site renders with, on the server: a secret placeholder of this process that the
 * one server (backend/main.ts) replaces by a fresh random nonce in every response it sends, the
 * cached ones included. Reading it costs no dynamic rendering (unlike headers()), so ISR and
 * static pages stay cacheable. Undefined while building (no request, no nonce: Next's cache puts
 * it on such pages' scripts, see render-nonce-cache-handler.mjs) and outside that server.
 */
export function renderNonce(): string | undefined {
  return process.env[RENDER_NONCE_ENV] || undefined;
}
