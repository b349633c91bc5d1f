import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { PostCard } from './post-card';

export type GridColumns = 1 | 2 | 3 | 4;

/** Posts as grid cards in up to four columns (fewer on narrow screens). */
export function PostGrid({
  posts,
  columns,
  headingLevel = 'h2',
}: {
  posts: readonly BlogPost[];
  columns: GridColumns;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className={`post-grid post-grid-${columns}`}>
      {posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          headingLevel={headingLevel}
          lazy={index >= columns}
          size={columns === 1 ? 'large' : 'default'}
        />
      ))}
    </div>
  );
}
