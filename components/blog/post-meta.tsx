import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { commentCount } from '@/lib/sample-data/blog-queries';
import { DateText } from './date-text';

/** Date, author, reading time and, optionally, the number of comments of a post. */
export function PostMeta({ post, showComments = false }: { post: BlogPost; showComments?: boolean }) {
  const comments = commentCount(post);
  return (
    <ul className="post-meta">
      <li>
        <i className="bi bi-calendar3" aria-hidden="true" />
        <DateText day={post.date} />
      </li>
      <li>
        <i className="bi bi-person" aria-hidden="true" />
        <span>{post.author.name}</span>
      </li>
      <li>
        <i className="bi bi-clock" aria-hidden="true" />
        <span>{post.readMinutes} min read</span>
      </li>
      {showComments && (
        <li>
          <i className="bi bi-chat" aria-hidden="true" />
          <span>
            {comments} {comments === 1 ? 'comment' : 'comments'}
          </span>
        </li>
      )}
    </ul>
  );
}
