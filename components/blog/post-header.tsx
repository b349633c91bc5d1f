import Link from 'next/link';
import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { categoryHref } from '@/lib/sample-data/blog-queries';
import { formatLabel } from './format-badge';
import { PostMeta } from './post-meta';

/** Category, format and meta line above an article's text (the title is the page's h1). */
export function PostHeader({ post }: { post: BlogPost }) {
  return (
    <div className="post-header">
      <div className="post-header-labels">
        <Link href={categoryHref(post.category)} className="post-card-category">
          {post.category.name}
        </Link>
        {post.format !== 'standard' && <span className="post-format-label">{formatLabel(post.format)}</span>}
      </div>
      <PostMeta post={post} showComments />
      <p className="post-lead">{post.excerpt}</p>
    </div>
  );
}
