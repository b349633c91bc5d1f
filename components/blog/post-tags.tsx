import Link from 'next/link';
import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { categoryHref } from '@/lib/sample-data/blog-queries';
import { TagList } from './tag-list';

/** The category and tags under an article. */
export function PostTags({ post }: { post: BlogPost }) {
  return (
    <div className="post-tags">
      <p className="post-tags-category">
        <i className="bi bi-folder2-open" aria-hidden="true" />
        <span>Filed under</span> <Link href={categoryHref(post.category)}>{post.category.name}</Link>
      </p>
      <TagList tags={post.tags} label="Post tags" />
    </div>
  );
}
