import { parseHexInteger, toBytes, toFixedHex, toPaddedHex } from './padded-hex';

describe('toPaddedHex', () => {
  it('matches the Java BigInteger.toByteArray encoding the client uses', () => {
    expect(toPaddedHex(1n)).toBe('01');
    expect(toPaddedHex(0x14n)).toBe('14');
    expect(toPaddedHex(0x38n)).toBe('38');
    expect(toPaddedHex(0xecn)).toBe('00ec');
    expect(toPaddedHex(0xc8n)).toBe('00c8');
    expect(toPaddedHex(0x12abn)).toBe('12ab');
    expect(toPaddedHex(0xab12n)).toBe('00ab12');
    expect(toPaddedHex(0x7fffn)).toBe('7fff');
    expect(toPaddedHex(0x800n)).toBe('0800');
    expect(toPaddedHex(0n)).toBe('00');
  });

  it('drops leading zero bytes of a stored salt and adds a sign byte to a high one', () => {
    expect(toPaddedHex(parseHexInteger('0012ab', 64) ?? -1n)).toBe('12ab');
    expect(toPaddedHex(parseHexInteger('ff00', 64) ?? -1n)).toBe('00ff00');
  });

  it('refuses negative numbers', () => {
    expect(() => toPaddedHex(-1n)).toThrow(RangeError);
  });
});

describe('parseHexInteger', () => {
  it('reads hex of any case and leading zeros', () => {
    expect(parseHexInteger('00Ff', 8)).toBe(255n);
  });

  it('refuses non-hex, empty, prefixed, over-long and non-string input', () => {
    expect(parseHexInteger('', 8)).toBeNull();
    expect(parseHexInteger('0x10', 8)).toBeNull();
    expect(parseHexInteger('12 34', 8)).toBeNull();
    expect(parseHexInteger('-1', 8)).toBeNull();
    expect(parseHexInteger('123456789', 8)).toBeNull();
    expect(parseHexInteger(12, 8)).toBeNull();
  });
});

describe('toFixedHex and toBytes', () => {
  it('pad to width and to whole bytes', () => {
    expect(toFixedHex(0xabn, 6)).toBe('0000ab');
    expect(toBytes(0xabcn)).toEqual(Buffer.from([0x0a, 0xbc]));
    expect(toBytes(0x80n)).toEqual(Buffer.from([0x80]));
  });
});
