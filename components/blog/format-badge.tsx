import type { BlogFormat } from '@/lib/sample-data/blog-posts';

const FORMAT_INFO: Record<BlogFormat, { icon: string; label: string }> = {
  standard: { icon: 'bi-file-earmark-text', label: 'Article' },
  audio: { icon: 'bi-music-note-beamed', label: 'Audio post' },
  video: { icon: 'bi-play-btn', label: 'Video post' },
  link: { icon: 'bi-link-45deg', label: 'Link post' },
  quote: { icon: 'bi-quote', label: 'Quote post' },
  gallery: { icon: 'bi-images', label: 'Gallery post' },
};

export function formatLabel(format: BlogFormat): string {
  return FORMAT_INFO[format].label;
}

/** A small round icon telling which kind of post a card leads to. */
export function FormatBadge({ format }: { format: BlogFormat }) {
  const { icon, label } = FORMAT_INFO[format];
  return (
    <span className="format-badge" title={label}>
      <i className={`bi ${icon}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
