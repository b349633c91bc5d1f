import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { relatedPosts } from '@/lib/sample-data/blog-queries';
import { PostGrid } from './post-grid';

/** Up to three posts sharing a category or tags with this one. */
export function RelatedPosts({ post }: { post: BlogPost }) {
  const related = relatedPosts(post, 3);
  if (related.length === 0) return null;
  return (
    <section className="related-posts" aria-labelledby="related-posts-title">
      <h2 id="related-posts-title" className="blog-section-title">
        Related posts
      </h2>
      <PostGrid posts={related} columns={3} headingLevel="h3" />
    </section>
  );
}
