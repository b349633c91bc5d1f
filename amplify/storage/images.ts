/**
 * Where the product keeps pictures, what counts as one, and the display sizes made of them: plain
 * code shared by the local backend (which refuses non-pictures there and makes the variants) and
 * the site's storage module (which checks a file before uploading and asks for a variant to show).
 */
export const IMAGE_PREFIXES = [
  'stream-thumbnails/',
  'profile-avatar/',
  'picture-submissions/',
  'brief-thumbnails/',
  'images/',
  'personalities/',
] as const;

/** Formats browsers display; anything else (SVG included: it can carry scripts) is refused. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * Most pixels a picture may have, all frames of an animation counted: decoding is ~4 bytes a
 * pixel, so a few kilobytes of crafted PNG could otherwise ask for gigabytes. 60 MP is more than
 * any camera's default picture.
 */
export const MAX_IMAGE_PIXELS = 60_000_000;

/** Display sizes: the name is what `?variant=` takes, the value the largest width in pixels. */
export const IMAGE_VARIANT_WIDTHS = { w320: 320, w640: 640, w1280: 1280 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANT_WIDTHS;

/** What a display-size variant is served as, whatever the original's format. */
export const IMAGE_VARIANT_CONTENT_TYPE = 'image/webp';

export function isImageKey(key: string): boolean {
  return IMAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function isImageVariant(value: string): value is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANT_WIDTHS, value);
}

/**
 * What a file is, judged by its first bytes (its name and declared type prove nothing): one of the
 * displayable picture formats, or null. 16 bytes are enough; AVIF is recognised by its `ftyp` brand.
 */
export function detectImageType(head: Uint8Array): ImageContentType | null {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (text: string, offset: number) => startsWith([...text].map((char) => char.charCodeAt(0)), offset);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a', 0) || ascii('GIF89a', 0)) return 'image/gif';
  if (ascii('RIFF', 0) && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('ftyp', 4) && (ascii('avif', 8) || ascii('avis', 8))) return 'image/avif';
  return null;
}

/** How many leading bytes detectImageType looks at. */
export const IMAGE_SIGNATURE_BYTES = 16;
