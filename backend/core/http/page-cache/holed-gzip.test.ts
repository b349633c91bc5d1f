import { gunzipSync } from 'node:zlib';
import { fillHoledGzip, gzipAroundHoles } from './holed-gzip';
import { freshNonce, tokenOffsets, withTokenAt } from './nonce-token';

const PLACEHOLDER = freshNonce();

/** Compresses `page` around its placeholders, fills in a fresh nonce, and returns what a client decodes, beside what it should. */
async function roundTrip(page: string | Buffer) {
  const body = Buffer.isBuffer(page) ? page : Buffer.from(page);
  const offsets = tokenOffsets(body, Buffer.from(PLACEHOLDER));
  const gzip = await gzipAroundHoles(body, offsets, PLACEHOLDER.length);
  const nonce = Buffer.from(freshNonce());
  const expected = withTokenAt(body, offsets, nonce);
  return { decoded: gunzipSync(fillHoledGzip(gzip, nonce)), expected, size: gzip.bytes.length };
}

describe('a page compressed around its nonces', () => {
  const script = (text: string) => `<script nonce="${PLACEHOLDER}">${text}</script>`;

  it.each([
    ['no nonce at all', '<p>plain</p>'.repeat(200)],
    ['only a nonce', PLACEHOLDER],
    ['nonces at both ends and side by side', `${PLACEHOLDER}<p>${'x'.repeat(3000)}</p>${PLACEHOLDER}${PLACEHOLDER}`],
    ['a page of scripts', `<html>${Array.from({ length: 60 }, (_, i) => script(`self.__next_f.push([1,"chunk ${i}"])`) + '<p>text</p>'.repeat(50)).join('')}</html>`],
    ['text that shares bytes with the placeholder', `${PLACEHOLDER.slice(0, 8)} ${script('a')} ${PLACEHOLDER.slice(4, 16)} ${PLACEHOLDER.slice(0, 8)}`.repeat(40)],
    ['a byte 0xFF, which text never holds (no dictionaries then)', Buffer.concat([Buffer.from([0xff]), Buffer.from(`${script('a')} ${'x'.repeat(100)} ${script('b')}`)])],
  ])('decodes to the page with the fresh nonce: %s', async (_, page) => {
    const { decoded, expected } = await roundTrip(page);
    expect(decoded.equals(expected)).toBe(true);
  });

  it('compresses about as well as gzip of the whole page: each run may refer to the text before it', async () => {
    const page = Array.from({ length: 60 }, (_, i) => `<script nonce="${PLACEHOLDER}">self.__next_f.push([1,"chunk ${i}"])</script><p>${'the same sentence about bans, again and again. '.repeat(20)}</p>`).join('');
    const { size } = await roundTrip(page);
    const { gzipSync } = await import('node:zlib');
    // Each nonce costs its own bytes, a block header and the end of a run: well under 100 bytes.
    expect(size).toBeLessThan(gzipSync(page).length + 60 * 100);
    expect(size).toBeLessThan(page.length / 10);
  });
});
