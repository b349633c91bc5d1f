import Link from 'next/link';
import { tagHref } from '@/lib/sample-data/blog-queries';
import { slugOf } from '@/lib/slug';

/** Tags as small pill links to their tag pages; `current` marks the tag being viewed. */
export function TagList({
  tags,
  current,
  label,
}: {
  tags: readonly string[];
  current?: string;
  label: string;
}) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => {
        const slug = slugOf(tag);
        return (
          <li key={slug}>
            <Link
              href={tagHref(tag)}
              className={`tag-pill${slug === current ? ' active' : ''}`}
              aria-current={slug === current ? 'page' : undefined}
            >
              {tag}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
