/**
 * Generated artwork for the sample data: deterministic SVG posters, stills, portraits,
 * product shots and banners drawn from a name, so the product ships no binary imagery and
 * needs no network to look complete.
 */
export const ARTWORK_KINDS = {
  poster: { width: 600, height: 900 },
  still: { width: 1280, height: 720 },
  banner: { width: 1920, height: 820 },
  portrait: { width: 480, height: 600 },
  /** A head and shoulders without a caption, drawn to sit in a circle (creators' avatars). */
  avatar: { width: 400, height: 400 },
  product: { width: 600, height: 600 },
} as const;

export type ArtworkKind = keyof typeof ARTWORK_KINDS;

const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,95}$/;

export function isArtworkKind(value: string): value is ArtworkKind {
  return Object.prototype.hasOwnProperty.call(ARTWORK_KINDS, value);
}

export function isArtworkName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** The URL of one piece of artwork; sample data uses this rather than spelling paths by hand. */
export function artworkUrl(kind: ArtworkKind, name: string): string {
  return `/artwork/${kind}/${name}.svg`;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function titleOf(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A product shot drawn after what the name says it is: mug, poster, book, cap, or a tee by default. */
function productGlyph(name: string, w: number, h: number, accent: string): string {
  const has = (...words: string[]) => words.some((word) => name.split('-').includes(word));
  if (has('mug', 'cup', 'tumbler')) {
    return `<rect x="${w * 0.28}" y="${h * 0.2}" width="${w * 0.34}" height="${h * 0.44}" rx="${w * 0.04}" fill="${accent}"/>
<path d="M${w * 0.62} ${h * 0.28} h${w * 0.06} a${w * 0.08} ${w * 0.08} 0 0 1 0 ${h * 0.24} h-${w * 0.06}" fill="none" stroke="${accent}" stroke-width="${w * 0.035}"/>`;
  }
  if (has('poster', 'print', 'canvas')) {
    return `<rect x="${w * 0.26}" y="${h * 0.1}" width="${w * 0.48}" height="${h * 0.6}" fill="${accent}"/>
<rect x="${w * 0.3}" y="${h * 0.14}" width="${w * 0.4}" height="${h * 0.52}" fill="#000" opacity="0.25"/>`;
  }
  if (has('book', 'journal', 'notebook', 'guide', 'handbook', 'edition')) {
    return `<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.56}" rx="${w * 0.015}" fill="${accent}"/>
<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.05}" height="${h * 0.56}" fill="#000" opacity="0.3"/>`;
  }
  if (has('cap', 'hat', 'beanie')) {
    return `<path d="M${w * 0.22} ${h * 0.5} A${w * 0.28} ${w * 0.26} 0 0 1 ${w * 0.78} ${h * 0.5} Z" fill="${accent}"/>
<path d="M${w * 0.5} ${h * 0.5} L${w * 0.86} ${h * 0.5} Q${w * 0.9} ${h * 0.56} ${w * 0.84} ${h * 0.57} L${w * 0.5} ${h * 0.57} Z" fill="${accent}" opacity="0.8"/>`;
  }
  return `<path d="M${w * 0.3} ${h * 0.22} L${w * 0.42} ${h * 0.16} Q${w / 2} ${h * 0.24} ${w * 0.58} ${h * 0.16} L${w * 0.7} ${h * 0.22} L${w * 0.8} ${h * 0.38} L${w * 0.7} ${h * 0.43} L${w * 0.7} ${h * 0.74} L${w * 0.3} ${h * 0.74} L${w * 0.3} ${h * 0.43} L${w * 0.2} ${h * 0.38} Z" fill="${accent}" opacity="0.9"/>`;
}

function subject(kind: ArtworkKind, name: string, width: number, height: number, accent: string): string {
  const cx = width / 2;
  if (kind === 'portrait') {
    return `<circle cx="${cx}" cy="${height * 0.36}" r="${width * 0.2}" fill="${accent}" opacity="0.85"/>
<path d="M${width * 0.14} ${height} Q${cx} ${height * 0.42} ${width * 0.86} ${height} Z" fill="${accent}" opacity="0.85"/>`;
  }
  if (kind === 'avatar') {
    return `<circle cx="${cx}" cy="${height * 0.4}" r="${width * 0.17}" fill="${accent}" opacity="0.9"/>
<path d="M${width * 0.2} ${height * 0.86} Q${cx} ${height * 0.5} ${width * 0.8} ${height * 0.86} Z" fill="${accent}" opacity="0.9"/>`;
  }
  if (kind === 'product') return productGlyph(name, width, height, accent);
  const r = Math.min(width, height) * 0.22;
  return `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${r}" fill="${accent}" opacity="0.35"/>
<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${r * 0.55}" fill="none" stroke="${accent}" stroke-width="${r * 0.08}" opacity="0.7"/>
<path d="M0 ${height * 0.78} L${width * 0.35} ${height * 0.55} L${width * 0.6} ${height * 0.7} L${width} ${height * 0.45} L${width} ${height} L0 ${height} Z" fill="#000" opacity="0.35"/>`;
}

export function renderArtwork(kind: ArtworkKind, name: string): string {
  const { width, height } = ARTWORK_KINDS[kind];
  const hash = hashOf(`${kind}:${name}`);
  const hueA = hash % 360;
  const hueB = (hueA + 40 + ((hash >>> 9) % 80)) % 360;
  const accent = `hsl(${(hueA + 180) % 360} 85% 62%)`;
  // An avatar sits in a round frame, which would cut a caption.
  const caption = kind === 'avatar' ? '' : captionOf(kind, name, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(titleOf(name))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 70% 22%)"/><stop offset="1" stop-color="hsl(${hueB} 65% 8%)"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${subject(kind, name, width, height, accent)}
${caption}
</svg>`;
}

/** The title along the bottom, over a fade that keeps it readable. */
function captionOf(kind: ArtworkKind, name: string, width: number, height: number): string {
  const fontSize = Math.round(Math.min(width, height) * (kind === 'banner' ? 0.09 : kind === 'product' ? 0.065 : 0.1));
  // Roughly 0.6em per bold character; wrap so the title stays inside 86% of the width.
  const lines = wrap(titleOf(name), Math.floor((width * 0.86) / (fontSize * 0.6)), 3);
  const firstBaseline = height - fontSize * (lines.length + 0.2) * 1.15;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width * 0.07}" y="${firstBaseline + index * fontSize * 1.15}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect width="100%" height="100%" fill="url(#fade)"/>
<g fill="#fff" font-family="Helvetica, Arial, sans-serif" font-weight="700">${text}</g>`;
}
