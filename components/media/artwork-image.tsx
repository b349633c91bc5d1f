import { ARTWORK_KINDS, isArtworkKind } from '@/lib/artwork/render-artwork';

/** An artwork <img> with the intrinsic size of its kind, so nothing shifts while it loads. */
export function ArtworkImage({ src, alt, lazy = true, className }: { src: string; alt: string; lazy?: boolean; className?: string }) {
  const kind = src.split('/')[2] ?? '';
  const { width, height } = isArtworkKind(kind) ? ARTWORK_KINDS[kind] : ARTWORK_KINDS.poster;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
