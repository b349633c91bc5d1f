'use client';

import { useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import { FormStatus, type StatusMessage } from '@/components/forms/form-status';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { NewArrivalsBar } from './new-arrivals-bar';
import { PagedListFrame } from './paged-list-frame';
import { decideReply, listPendingReplies, type ReplyRow } from './record-replies';
import { ReplyCard } from './reply-card';
import { trailRefresh } from './trail-record-paths';
import { QUEUE_ARRIVALS, useLiveArrivals } from './use-live-arrivals';
import { usePagedList } from './use-paged-list';

/**
 * /admin/replies: replies and corrections visitors sent about ban records, oldest first, a page at
 * a time. Publishing puts the reply beside its record at once (its page is refreshed); declining
 * needs a reason. One live region says what was done. Replies sent while the page is open are
 * counted (onSubmitRecordReply) and shown when the moderator asks.
 */
export function ReplyQueue() {
  const replies = usePagedList(listPendingReplies);
  const arrivals = useLiveArrivals(QUEUE_ARRIVALS.replies);
  const [status, setStatus] = useState<StatusMessage | null>(null);

  async function publish(reply: ReplyRow) {
    await decideReply(await requireAdminClient(), reply.id, { publish: true });
    replies.removeWhere((other) => other.id === reply.id);
    await refreshPublicPages(trailRefresh(reply.recordModel, reply.recordId));
    setStatus({ tone: 'info', message: `Published the reply from ${reply.authorName}. It now shows beside its record.` });
  }

  async function decline(reply: ReplyRow, reason: string) {
    await decideReply(await requireAdminClient(), reply.id, { publish: false, reason });
    replies.removeWhere((other) => other.id === reply.id);
    setStatus({ tone: 'info', message: `Declined the reply from ${reply.authorName}. It stays unpublished; the reason is kept.` });
  }

  return (
    <>
      <FormStatus id="replies-status" status={status} />
      <section className="moderation-section" aria-labelledby="pending-replies-heading">
        <h3 id="pending-replies-heading" className="h5">
          Pending replies
        </h3>
        <p className="text-muted-theme small">Oldest first. A published reply appears beside its record with its dates; its sender’s e-mail never does.</p>
        <NewArrivalsBar
          count={arrivals.count}
          one="reply"
          many="replies"
          onShow={() => {
            arrivals.clear();
            replies.reload();
          }}
        />
        <PagedListFrame list={replies} what="replies" emptyText="No replies are waiting. Nothing needs a decision.">
          <ol className="admin-messages">
            {replies.state.status === 'ready' &&
              replies.state.items.map((reply) => (
                <li key={reply.id}>
                  <ReplyCard reply={reply} onPublish={publish} onDecline={decline} />
                </li>
              ))}
          </ol>
        </PagedListFrame>
      </section>
    </>
  );
}
