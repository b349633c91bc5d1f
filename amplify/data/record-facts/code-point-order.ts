/**
 * The one order of text both backends use for lists and choices: by Unicode code points, which is
 * the order of the texts' UTF-8 bytes. DynamoDB keeps sort keys in that order, and the local
 * database compares the stored facts and keys under COLLATE "C", which is that order too.
 * (JavaScript's `<` compares UTF-16 units and puts astral characters before U+E000–U+FFFF;
 * localeCompare follows a locale.)
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x === y) continue;
    // Only where a surrogate meets a unit above the surrogates does the UTF-16 order differ.
    if (x >= 0xd800 && y >= 0xd800) {
      const highX = x >= 0xd800 && x <= 0xdfff ? 0x10000 : x;
      const highY = y >= 0xd800 && y <= 0xdfff ? 0x10000 : y;
      if (highX !== highY) return highX < highY ? -1 : 1;
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
