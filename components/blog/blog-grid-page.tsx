import { allPosts } from '@/lib/sample-data/blog-queries';
import { PostGrid, type GridColumns } from './post-grid';

/** The grid demo pages: every post in one to four columns, full width. */
export function BlogGridPage({ columns }: { columns: GridColumns }) {
  return (
    <div className="container-xl blog-section">
      <PostGrid posts={allPosts} columns={columns} />
    </div>
  );
}
