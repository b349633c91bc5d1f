import Link from 'next/link';

/** A tag as a rounded link to its page. */
export function TagChip({ title, slug, count }: { title: string; slug: string; count?: number }) {
  return (
    <Link href={`/tags/${slug}`} className="tag-chip">
      <i className="bi bi-hash" aria-hidden="true" />
      {title}
      {count !== undefined ? <span className="tag-chip-count">{count}</span> : null}
    </Link>
  );
}
