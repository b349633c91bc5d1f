import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_NONCE_ENV } from '@/amplify/shared/site-server-contract';
import { withNonceInEntry, withRenderNonce } from './render-nonce-cache-handler.mjs';

const NONCE = 'Zm9yX3RoaXNfcHJvY2Vzcw';
const EARLIER = 'YW5fZWFybGllcl9wcm9jZX';
const page = (html: unknown) => ({ lastModified: 1, value: { kind: 'APP_PAGE', html, rscData: Buffer.from('x') } });

describe('the nonce on pages from Next’s cache', () => {
  it('leaves a page rendered with this process’s nonce as it is', () => {
    const html = `<script nonce="${NONCE}">a</script>`;
    expect(withRenderNonce(html, NONCE)).toBe(html);
  });

  it('swaps an earlier process’s nonce, everywhere and exactly', () => {
    const html = `<script nonce="${EARLIER}">self.n="${EARLIER}"</script><script src="/a.js" async="" nonce="${EARLIER}"></script>`;
    expect(withRenderNonce(html, NONCE)).toBe(html.replaceAll(EARLIER, NONCE));
  });

  it('puts the nonce on every script tag and script preload of a page the build prerendered (which has none)', () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/w.js"/><link rel="preload" as="image" href="/a.svg"/><script>boot()</script><script src="/a.js" async=""></script></head><p>scripted &lt;script&gt;</p><noscript>x</noscript>';
    expect(withRenderNonce(html, NONCE)).toBe(
      `<head><link nonce="${NONCE}" rel="preload" as="script" fetchPriority="low" href="/w.js"/><link rel="preload" as="image" href="/a.svg"/><script nonce="${NONCE}">boot()</script><script nonce="${NONCE}" src="/a.js" async=""></script></head><p>scripted &lt;script&gt;</p><noscript>x</noscript>`,
    );
  });

  it('changes a copy of the entry, never the one Next keeps, and only pages', () => {
    const entry = page('<script></script>');
    const stamped = withNonceInEntry(entry, NONCE);
    expect(stamped.value.html).toBe(`<script nonce="${NONCE}"></script>`);
    expect(stamped.value.rscData).toBe(entry.value.rscData);
    expect(entry.value.html).toBe('<script></script>');
    const fetched = { value: { kind: 'FETCH', data: { body: '<script></script>' } } };
    expect(withNonceInEntry(fetched, NONCE)).toBe(fetched);
    expect(withNonceInEntry(null, NONCE)).toBeNull();
  });

  it('leaves everything alone while building (no nonce yet)', () => {
    const entry = page('<script></script>');
    expect(withNonceInEntry(entry, undefined)).toBe(entry);
  });

  it('reads the render nonce from the variable the server sets (plain JavaScript keeps a copy of its name)', () => {
    const source = readFileSync(join(__dirname, 'render-nonce-cache-handler.mjs'), 'utf8');
    expect(source).toContain(`const RENDER_NONCE_ENV = '${RENDER_NONCE_ENV}';`);
  });
});
