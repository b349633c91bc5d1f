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
              <strong>{reply.authorName}</strong> · {REPLY_AUTHOR_ROLE_LABELS[reply.authorRole]} · sent{' '}
              <time dateTime={reply.submittedAt}>{formatInstant(reply.submittedAt)}</time>, published{' '}
              <time dateTime={reply.publishedAt}>{formatInstant(reply.publishedAt)}</time>
            </p>
            <p className="record-story-note">{reply.body}</p>
          </li>
        ))}
      </ol>
      {hasMore ? <p className="text-muted-theme">The first {replies.length} replies are shown.</p> : null}
    </section>
  );
}

/**
 * The sign in a permalink's top card that replies were published (they sit at the foot of the
 * story, which a reader on a phone may never reach): who replied, linking to them.
 */
export function RepliesNotice({ replies, hasMore }: { replies: ReplyEntry[]; hasMore: boolean }) {
  if (replies.length === 0) return null;
  const fromPlatform = replies.some((reply) => reply.authorRole === 'PLATFORM');
  const count = `${replies.length}${hasMore ? '+' : ''}`;
  return (
    <p className="record-replies-notice">
      <i className="bi bi-chat-square-quote" aria-hidden="true" />{' '}
      <a href="#replies">
        {fromPlatform
          ? 'The platform replied'
          : replies.length === 1 && !hasMore
            ? 'A reply is published'
            : 'Replies are published'}{' '}
        ({count})
      </a>
    </p>
  );
}
