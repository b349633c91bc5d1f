// The icon font's stand-in while it loads: a TrueType font (OpenType tables, big-endian) in which
// every icon's code point draws nothing and is as wide as the icon, with the icon font's vertical
// metrics. generate-icon-subset.cjs inlines it (a data: URL, so it is there at once) as the second
// family of the icon rules: the icon font can swap in (font-display: swap) without showing the
// system fonts' boxes or stray glyphs for its private-use code points first, and nothing moves when
// it arrives. Built by hand because it holds only empty glyphs; Chromium's font sanitizer (OTS) accepts it.
// CommonJS, as generate-icon-subset.cjs, which requires it.
/* eslint-disable @typescript-eslint/no-require-imports */

const { inflateSync } = require('node:zlib');

/** A WOFF (1.0) font's tables, by tag, uncompressed. @param {Buffer} woff */
function woffTables(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const tables = new Map();
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const data = woff.subarray(offset, offset + compressed);
    tables.set(woff.toString('latin1', at, at + 4), compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** An sfnt (TrueType) font's tables, by tag. @param {Buffer} font */
function sfntTables(font) {
  const tables = new Map();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    tables.set(font.toString('latin1', at, at + 4), font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  return tables;
}

/** The metrics that decide an icon's box (head, hhea, OS/2); advanceWidth is the widest glyph's. @param {Map<string, Buffer>} tables */
function fontMetrics(tables) {
  const [head, hhea, os2] = ['head', 'hhea', 'OS/2'].map((tag) => tables.get(tag));
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    advanceWidth: hhea.readUInt16BE(10),
    fsSelection: os2.readUInt16BE(62),
    typoAscender: os2.readInt16BE(68),
    typoDescender: os2.readInt16BE(70),
    typoLineGap: os2.readInt16BE(72),
    winAscent: os2.readUInt16BE(74),
    winDescent: os2.readUInt16BE(76),
  };
}

function checksum(buffer) {
  let sum = 0;
  for (let i = 0; i < buffer.length; i += 4) sum = (sum + buffer.readUInt32BE(i)) >>> 0;
  return sum;
}

const padded = (buffer) => Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4)]);

/** cmap with one (3,1) format 4 subtable: the code points first..last to glyphs 1, 2, ... */
function cmapTable(first, last) {
  const segments = [[first, last, (1 - first) & 0xffff], [0xffff, 0xffff, 1]];
  const segX2 = segments.length * 2;
  const subtable = Buffer.alloc(16 + segments.length * 8);
  subtable.writeUInt16BE(4, 0);
  subtable.writeUInt16BE(subtable.length, 2);
  subtable.writeUInt16BE(segX2, 6);
  subtable.writeUInt16BE(4, 8); // searchRange: 2 * 2^floor(log2(2 segments))
  subtable.writeUInt16BE(1, 10); // entrySelector
  subtable.writeUInt16BE(0, 12); // rangeShift
  segments.forEach(([start, end, delta], i) => {
    subtable.writeUInt16BE(end, 14 + i * 2);
    subtable.writeUInt16BE(start, 16 + segX2 + i * 2);
    subtable.writeUInt16BE(delta, 16 + segX2 * 2 + i * 2); // idRangeOffset stays 0
  });
  const header = Buffer.from([0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12]);
  return Buffer.concat([header, subtable]);
}

function nameTable(family) {
  const records = [[1, family], [2, 'Regular'], [4, family], [6, family]];
  const strings = records.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const table = Buffer.alloc(6 + records.length * 12);
  table.writeUInt16BE(records.length, 2);
  table.writeUInt16BE(table.length, 4);
  let offset = 0;
  records.forEach(([id], i) => {
    const at = 6 + i * 12;
    table.writeUInt16BE(3, at); // Windows
    table.writeUInt16BE(1, at + 2); // Unicode BMP
    table.writeUInt16BE(0x409, at + 4);
    table.writeUInt16BE(id, at + 6);
    table.writeUInt16BE(strings[i].length, at + 8);
    table.writeUInt16BE(offset, at + 10);
    offset += strings[i].length;
  });
  return Buffer.concat([table, ...strings]);
}

/**
 * The stand-in font for the code points first..last (the icon font's range, in the Basic
 * Multilingual Plane), with `metrics` (the icon font's, from `fontMetrics`): one empty glyph per
 * code point, all as wide as an icon. Its tables are mostly zeros, which compress to almost nothing
 * in the gzipped stylesheet. @param {number} first @param {number} last
 * @param {ReturnType<typeof fontMetrics>} metrics @param {string} family
 */
function blankIconFont(first, last, metrics, family) {
  if (!(first > 0 && first <= last && last < 0xffff)) throw new Error('the code points must be a range in 0x0001-0xfffe');
  const glyphs = last - first + 2; // .notdef, then one per code point
  const em = metrics.unitsPerEm;
  const head = Buffer.alloc(54);
  head.writeUInt32BE(0x00010000, 0); // version
  head.writeUInt32BE(0x00010000, 4); // fontRevision
  head.writeUInt32BE(0x5f0f3cf5, 12); // magicNumber
  head.writeUInt16BE(0x000b, 16); // flags: baseline at 0, lsb at 0, integer scaling
  head.writeUInt16BE(em, 18);
  head.writeInt16BE(em, 40); // xMax
  head.writeInt16BE(em, 42); // yMax
  head.writeUInt16BE(8, 46); // lowestRecPPEM
  head.writeInt16BE(2, 48); // fontDirectionHint; indexToLocFormat 0 (short), glyphDataFormat 0
  const hhea = Buffer.alloc(36);
  hhea.writeUInt32BE(0x00010000, 0);
  hhea.writeInt16BE(metrics.ascender, 4);
  hhea.writeInt16BE(metrics.descender, 6);
  hhea.writeInt16BE(metrics.lineGap, 8);
  hhea.writeUInt16BE(metrics.advanceWidth, 10);
  hhea.writeInt16BE(1, 18); // caretSlopeRise
  hhea.writeUInt16BE(2, 34); // numberOfHMetrics
  const maxp = Buffer.alloc(32);
  maxp.writeUInt32BE(0x00010000, 0);
  maxp.writeUInt16BE(glyphs, 4);
  maxp.writeUInt16BE(1, 14); // maxZones
  const os2 = Buffer.alloc(96);
  os2.writeUInt16BE(4, 0); // version
  os2.writeInt16BE(metrics.advanceWidth, 2); // xAvgCharWidth
  os2.writeUInt16BE(400, 4); // weight
  os2.writeUInt16BE(5, 6); // width: medium
  os2.write('NONE', 58, 'latin1'); // achVendID
  os2.writeUInt16BE(metrics.fsSelection, 62);
  os2.writeUInt16BE(first, 64);
  os2.writeUInt16BE(last, 66);
  os2.writeInt16BE(metrics.typoAscender, 68);
  os2.writeInt16BE(metrics.typoDescender, 70);
  os2.writeInt16BE(metrics.typoLineGap, 72);
  os2.writeUInt16BE(metrics.winAscent, 74);
  os2.writeUInt16BE(metrics.winDescent, 76);
  os2.writeUInt16BE(32, 92); // usBreakChar
  os2.writeUInt16BE(1, 94); // usMaxContext
  // Two full metrics (.notdef and the first icon); the other glyphs take the last one's advance.
  const hmtx = Buffer.alloc(8 + (glyphs - 2) * 2);
  hmtx.writeUInt16BE(metrics.advanceWidth, 0);
  hmtx.writeUInt16BE(metrics.advanceWidth, 4);
  const post = Buffer.alloc(32);
  post.writeUInt32BE(0x00030000, 0); // version 3: no glyph names
  // Every glyph is empty (equal loca offsets); OTS refuses a zero-length glyf, hence 4 bytes.
  const tables = [
    ['OS/2', os2],
    ['cmap', cmapTable(first, last)],
    ['glyf', Buffer.alloc(4)],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', hmtx],
    ['loca', Buffer.alloc(glyphs * 2 + 2)],
    ['maxp', maxp],
    ['name', nameTable(family)],
    ['post', post],
  ];
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= tables.length) entrySelector++;
  const directory = Buffer.alloc(12 + 16 * tables.length);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(tables.length, 4);
  directory.writeUInt16BE(16 * 2 ** entrySelector, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(16 * (tables.length - 2 ** entrySelector), 10);
  let offset = directory.length;
  let headOffset = 0;
  tables.forEach(([tag, table], i) => {
    const at = 12 + i * 16;
    directory.write(tag, at, 'latin1');
    directory.writeUInt32BE(checksum(padded(table)), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(table.length, at + 12);
    if (tag === 'head') headOffset = offset;
    offset += padded(table).length;
  });
  const font = Buffer.concat([directory, ...tables.map(([, table]) => padded(table))]);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8); // checkSumAdjustment
  return font;
}

module.exports = { blankIconFont, fontMetrics, sfntTables, woffTables };
