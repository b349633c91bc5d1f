import { Avatar } from '@/components/ui/avatar';
import type { BlogComment } from '@/lib/sample-data/blog-posts';
import { DateText } from './date-text';

/** Comments and their replies, replies indented one level. */
export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="comment">
          <div className="comment-card">
            <Avatar name={comment.author} size={44} />
            <div className="comment-body">
              <p className="comment-author">
                <span>{comment.author}</span>
                <DateText day={comment.date} className="comment-date" />
              </p>
              <p className="comment-text">{comment.text}</p>
            </div>
          </div>
          {comment.replies && comment.replies.length > 0 && <CommentList comments={comment.replies} />}
        </li>
      ))}
    </ol>
  );
}
