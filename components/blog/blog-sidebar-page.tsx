import { allPosts } from '@/lib/sample-data/blog-queries';
import { BlogLayout } from './blog-layout';
import { BlogSidebar } from './blog-sidebar';
import { PostGrid } from './post-grid';

/** The sidebar demo pages: every post in two columns with the sidebar at the start or end. */
export function BlogSidebarPage({ side }: { side: 'start' | 'end' }) {
  return (
    <BlogLayout side={side} sidebar={<BlogSidebar />}>
      <PostGrid posts={allPosts} columns={2} />
    </BlogLayout>
  );
}
