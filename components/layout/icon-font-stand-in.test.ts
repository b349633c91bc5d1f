/**
 * The icon font swaps in when it arrives; until then styles/icons/_bootstrap-icons-subset.scss has
 * the icons drawn by a blank stand-in (scripts/blank-icon-font.cjs, inlined as a data: URL), which
 * must map every icon the rules name to a glyph exactly as wide as the icon, with the icon font's
 * vertical metrics, or the page would show boxes or move when the font comes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Metrics = Record<string, number>;
type Tables = Map<string, Buffer>;
// CommonJS scripts (next.config.ts requires them); their JSDoc types are not read by this test.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { blankIconFont, fontMetrics, sfntTables, woffTables } = require('../../scripts/blank-icon-font.cjs') as {
  blankIconFont: (first: number, last: number, metrics: Metrics, family: string) => Buffer;
  fontMetrics: (tables: Tables) => Metrics;
  sfntTables: (font: Buffer) => Tables;
  woffTables: (woff: Buffer) => Tables;
};

const ROOT = join(__dirname, '..', '..');
const scss = readFileSync(join(ROOT, 'styles/icons/_bootstrap-icons-subset.scss'), 'utf8');
const standIn = Buffer.from(/url\('data:font\/ttf;base64,([A-Za-z0-9+/=]+)'\)/.exec(scss)?.[1] ?? '', 'base64');
const iconFont = woffTables(readFileSync(require.resolve('bootstrap-icons/font/fonts/bootstrap-icons.woff')));

/** The glyph a (3,1) format 4 cmap gives a code point (idRangeOffset 0 segments, as the stand-in has). */
function glyphOf(tables: Tables, code: number): number {
  const cmap = tables.get('cmap')!;
  const subtable = cmap.subarray(cmap.readUInt32BE(8));
  const segX2 = subtable.readUInt16BE(6);
  for (let i = 0; i < segX2 / 2; i++) {
    const end = subtable.readUInt16BE(14 + i * 2);
    const start = subtable.readUInt16BE(16 + segX2 + i * 2);
    if (code >= start && code <= end) return (code + subtable.readUInt16BE(16 + segX2 * 2 + i * 2)) & 0xffff;
  }
  return 0;
}

/** A glyph's advance width (hmtx: glyphs past numberOfHMetrics take the last entry's). */
function advanceOf(tables: Tables, glyph: number): number {
  const count = tables.get('hhea')!.readUInt16BE(34);
  return tables.get('hmtx')!.readUInt16BE(Math.min(glyph, count - 1) * 4);
}

describe('the icon font stand-in', () => {
  const tables = sfntTables(standIn);

  it('is the font blank-icon-font.cjs makes for the icon font now (the generated sheet is current)', () => {
    const codes = Object.values(JSON.parse(readFileSync(require.resolve('bootstrap-icons/font/bootstrap-icons.json'), 'utf8')) as Record<string, number>);
    expect(standIn.equals(blankIconFont(Math.min(...codes), Math.max(...codes), fontMetrics(iconFont), 'bootstrap-icons-blank'))).toBe(true);
  });

  it('has the icon font’s metrics', () => {
    expect(fontMetrics(tables)).toEqual(fontMetrics(iconFont));
  });

  it('draws every icon the rules name, one em wide, with nothing', () => {
    const codes = [...scss.matchAll(/content: "\\([0-9a-f]+)"/g)].map((match) => parseInt(match[1], 16));
    expect(codes.length).toBeGreaterThan(100);
    const unitsPerEm = tables.get('head')!.readUInt16BE(18);
    for (const code of codes) {
      const glyph = glyphOf(tables, code);
      expect(glyph).toBeGreaterThan(0);
      expect(advanceOf(tables, glyph)).toBe(unitsPerEm);
    }
    // Every glyph is empty: all loca offsets are equal.
    expect(tables.get('loca')!.every((byte) => byte === 0)).toBe(true);
  });

  it('has whole-font and table checksums a font loader accepts', () => {
    const sum = (buffer: Buffer) => {
      const padded = Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4)]);
      let total = 0;
      for (let i = 0; i < padded.length; i += 4) total = (total + padded.readUInt32BE(i)) >>> 0;
      return total;
    };
    expect(sum(standIn)).toBe(0xb1b0afba);
    for (let i = 0; i < standIn.readUInt16BE(4); i++) {
      const at = 12 + i * 16;
      const tag = standIn.toString('latin1', at, at + 4);
      if (tag !== 'head') expect([tag, sum(tables.get(tag)!)]).toEqual([tag, standIn.readUInt32BE(at + 4)]);
    }
  });
});
