import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { BlogLayout } from './blog-layout';
import { BlogSidebar } from './blog-sidebar';
import { PostGrid } from './post-grid';

/** A category or tag page: a short description, the matching posts in two columns, the sidebar. */
export function BlogArchive({
  description,
  posts,
  currentTag,
}: {
  description: string;
  posts: readonly BlogPost[];
  currentTag?: string;
}) {
  return (
    <BlogLayout sidebar={<BlogSidebar currentTag={currentTag} />}>
      <p className="blog-archive-intro">
        {description}{' '}
        <span className="text-muted-theme">
          ({posts.length} {posts.length === 1 ? 'post' : 'posts'})
        </span>
      </p>
      <PostGrid posts={posts} columns={2} />
    </BlogLayout>
  );
}
