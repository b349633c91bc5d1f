import Link from 'next/link';
import { adjacentPosts, postHref } from '@/lib/sample-data/blog-queries';

/** Links to the newer and the older post. */
export function PostNavigation({ slug }: { slug: string }) {
  const { newer, older } = adjacentPosts(slug);
  if (!newer && !older) return null;
  return (
    <nav className="post-navigation" aria-label="More posts">
      {older ? (
        <Link href={postHref(older)} className="post-navigation-link" rel="prev">
          <span className="post-navigation-label">
            <i className="bi bi-arrow-left flip-rtl" aria-hidden="true" /> Older post
          </span>
          <span className="post-navigation-title">{older.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer && (
        <Link href={postHref(newer)} className="post-navigation-link post-navigation-next" rel="next">
          <span className="post-navigation-label">
            Newer post <i className="bi bi-arrow-right flip-rtl" aria-hidden="true" />
          </span>
          <span className="post-navigation-title">{newer.title}</span>
        </Link>
      )}
    </nav>
  );
}
