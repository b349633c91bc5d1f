// Types of render-nonce-cache-handler.mjs (plain JavaScript, because Next loads it itself).
export function withRenderNonce(html: string, nonce: string): string;
export function withNonceInEntry<T>(entry: T, nonce: string | undefined): T;

export default class RenderNonceCacheHandler {
  get(...args: unknown[]): Promise<unknown>;
  revalidateTag(...args: unknown[]): Promise<void>;
  set(...args: unknown[]): Promise<void>;
}
