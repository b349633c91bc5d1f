import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { commentCount } from '@/lib/sample-data/blog-queries';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

/** The discussion under a post: the sample comments, then the (not yet storing) comment form. */
export function CommentsSection({ post }: { post: BlogPost }) {
  const count = commentCount(post);
  return (
    <section className="comments-section" aria-labelledby="comments-title">
      <h2 id="comments-title" className="blog-section-title">
        {count === 0 ? 'No comments yet' : `${count} ${count === 1 ? 'comment' : 'comments'}`}
      </h2>
      {count > 0 ? (
        <CommentList comments={post.comments} />
      ) : (
        <p className="text-muted-theme">Start the discussion below.</p>
      )}
      <CommentForm />
    </section>
  );
}
