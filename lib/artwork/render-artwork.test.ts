import { artworkUrl, isArtworkKind, isArtworkName, renderArtwork } from './render-artwork';

describe('artwork', () => {
  it('renders the same SVG for the same name and a different one for another', () => {
    const a = renderArtwork('poster', 'the-silent-ban');
    expect(a).toBe(renderArtwork('poster', 'the-silent-ban'));
    expect(a).not.toBe(renderArtwork('poster', 'other-title'));
    expect(a).toContain('<svg');
    expect(a).toContain('The Silent');
  });

  it('accepts only known kinds and safe names', () => {
    expect(isArtworkKind('poster')).toBe(true);
    expect(isArtworkKind('toString')).toBe(false);
    expect(isArtworkName('abc-123')).toBe(true);
    expect(isArtworkName('../etc')).toBe(false);
    expect(isArtworkName('A')).toBe(false);
    expect(artworkUrl('still', 'x')).toBe('/artwork/still/x.svg');
  });
});

describe('avatar artwork', () => {
  it('is square, with a head and shoulders and no caption to be cut by a round frame', () => {
    const svg = renderArtwork('avatar', 'wren-calloway');
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg).toContain('aria-label="Wren Calloway"');
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<text');
    expect(artworkUrl('avatar', 'wren-calloway')).toBe('/artwork/avatar/wren-calloway.svg');
  });
});

describe('product artwork', () => {
  it('draws what the product name says it is', () => {
    const mug = renderArtwork('product', 'memento-mori-mug');
    const tee = renderArtwork('product', 'stoic-mindset-tee');
    expect(mug).not.toBe(tee);
    expect(mug).toContain('<rect');
  });

  it('wraps long titles within the image width', () => {
    const svg = renderArtwork('product', 'shadowbanned-creator-heavyweight-hoodie');
    const lines = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
  });
});
