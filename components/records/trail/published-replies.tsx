import { REPLY_AUTHOR_ROLE_LABELS } from '@/amplify/data/enums';
import type { ReplyEntry } from '@/lib/content/records/read-record-trail';
import { formatInstant } from './format-instant';

/** Replies and corrections a moderator published beside the record, oldest first. */
export function PublishedReplies({ replies, hasMore }: { replies: ReplyEntry[]; hasMore: boolean }) {
  if (replies.length === 0) return null;
  return (
    <section className="record-story-section surface" id="replies" aria-labelledby="replies-title">
      <h2 id="replies-title" className="record-story-title">
        Replies ({replies.length}
        {hasMore ? '+' : ''})
      </h2>
      <ol className="record-story-list">
        {replies.map((reply) => (
          <li key={reply.id} className="record-story-item">
            <p className="record-story-head">
              <strong>{reply.authorName}</strong> · {REPLY_AUTHOR_ROLE_LABELS[reply.authorRole]} · sent <time dateTime={reply.submittedAt}>{formatInstant(reply.submittedAt)}</time>,
              published <time dateTime={reply.publishedAt}>{formatInstant(reply.publishedAt)}</time>
            </p>
            <p className="record-story-note">{reply.body}</p>
          </li>
        ))}
      </ol>
      {hasMore ? <p className="text-muted-theme">The first {replies.length} replies are shown.</p> : null}
    </section>
  );
}
