import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first picture rather than at start: its native libraries take
 * about 20 MB that a server whose users upload no pictures never needs. libvips' operation cache
 * (50 MB by default) is turned off: variants are kept on disk (variant-cache.ts) and each picture
 * is read once, so cached operations would only hold memory.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
