import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { combineCrc, shiftFor } from './crc32-combine';

describe('combining CRC-32s', () => {
  it.each([0, 1, 7, 22, 1000, 65_537, 300_000])('gives zlib’s CRC of A‖B for |B| = %p', (length) => {
    const a = randomBytes(1234);
    const b = randomBytes(length);
    expect(combineCrc(crc32(a), crc32(b), shiftFor(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });

  it('folds a page’s texts and nonces into the CRC of the whole', () => {
    const texts = [randomBytes(0), randomBytes(5000), randomBytes(3), randomBytes(70_000)];
    const nonce = randomBytes(22);
    let crc = crc32(texts[0]);
    for (const text of texts.slice(1)) crc = combineCrc(combineCrc(crc, crc32(nonce), shiftFor(22)), crc32(text), shiftFor(text.length));
    expect(crc).toBe(crc32(Buffer.concat(texts.flatMap((text, index) => (index === 0 ? [text] : [nonce, text])))));
  });
});
