import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { PostCard } from './post-card';

/** Posts as horizontal list cards, image beside the text from tablet width up. */
export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <div className="post-list">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} variant="list" lazy={index > 1} />
      ))}
    </div>
  );
}
