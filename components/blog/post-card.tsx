import Link from 'next/link';
import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { categoryHref, postHref } from '@/lib/sample-data/blog-queries';
import { FormatBadge } from './format-badge';
import { PostMeta } from './post-meta';

export type PostCardProps = {
  post: BlogPost;
  variant?: 'grid' | 'list';
  headingLevel?: 'h2' | 'h3';
  /** Cards far down the page load their image lazily. */
  lazy?: boolean;
  /** Large cards (one-column grid) show a bigger title. */
  size?: 'default' | 'large';
};

/** A post teaser: image, category, title, meta, excerpt and a read-more link. */
export function PostCard({
  post,
  variant = 'grid',
  headingLevel: Heading = 'h2',
  lazy = true,
  size = 'default',
}: PostCardProps) {
  const href = postHref(post);
  return (
    <article className={`post-card post-card-${variant}${size === 'large' ? ' post-card-large' : ''}`}>
      <Link href={href} className="post-card-media" tabIndex={-1} aria-hidden="true">
        <img src={post.image} alt="" width={1280} height={720} loading={lazy ? 'lazy' : 'eager'} />
        <FormatBadge format={post.format} />
      </Link>
      <div className="post-card-body">
        <Link href={categoryHref(post.category)} className="post-card-category">
          {post.category.name}
        </Link>
        <Heading className="post-card-title">
          <Link href={href}>{post.title}</Link>
        </Heading>
        <PostMeta post={post} />
        <p className="post-card-excerpt">{post.excerpt}</p>
        <Link href={href} className="post-card-more">
          Read more<span className="visually-hidden">: {post.title}</span>
          <i className="bi bi-arrow-right flip-rtl" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
