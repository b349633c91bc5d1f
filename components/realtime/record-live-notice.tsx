'use client';

import { useCallback, useMemo, useState } from 'react';
import { AFTER_PAGE_START_MS } from '@/components/analytics/when-page-settled';
import { ShowButton } from './show-button';
import { useRecordChanges, type RecordChangeEvent } from './use-record-changes';
import { useShowInPlace } from './use-show-in-place';

type Notice = 'updated' | 'gone' | 'removed' | 'left' | null;

/** What a moderator does to a creator's record (a creator's own publication is no news to them). */
const A_MODERATORS_CHANGE: ReadonlySet<RecordChangeEvent['change']> = new Set(['VERIFIED', 'REPLY_PUBLISHED', 'HIDDEN', 'RESTORED']);

/** What a page says of its own record: a profile's page speaks of the profile and its creator. */
const WORDS = {
  record: {
    updated: 'This record was updated.',
    removed: 'Its creator has removed this record: it is no longer available.',
    gone: 'A moderator has taken this record down: it is no longer available.',
  },
  profile: {
    updated: 'This profile was updated.',
    removed: 'This creator has left the site: the profile is no longer available.',
    gone: 'A moderator has taken this profile down: it is no longer available.',
  },
} as const;

/**
 * One record's page (`recordKey`, and `creatorKey`, its creator's `Profile#<id>`, when the record
 * is named), or the creator's own records on /me (`ownRecordKeys`, `<model>#<id>`).
 */
type Props =
  | { recordKey: string; creatorKey?: string | null; ownRecordKeys?: undefined }
  | { recordKey?: undefined; creatorKey?: undefined; ownRecordKeys: readonly string[] };

/**
 * On a ban's or shadowban report's page: when a moderator verifies the record, publishes a reply
 * to it or hides it, or its creator edits it or adds an appeal event or evidence (UPDATED), while
 * the page is open, a polite note floats at the window's foot (nothing on the page moves): "This
 * record was updated. Show" reads the page again; a hide, or the creator's deletion, says the
 * record is no longer available. A restore after a hide offers Show again. A named record's page
 * also hears its creator's profile (`creatorKey`): a change to the name it shows, or one of the
 * creator's records anonymised (UPDATED), offers Show; the creator leaving the site (REMOVED) says
 * so and offers Show, which reads the record again without them (anonymised, or gone). What the
 * record's own key says (hidden, removed) stays. A creator's profile page (`Profile#<id>`) says the
 * same of the profile: updated (Show), taken down, or its creator gone from the site, so the
 * page open on them no longer stands for a profile that is there. Nothing without scripts.
 *
 * On /me (`ownRecordKeys`, from the server's first view): one subscription to every record's
 * changes (content-free and public), opened AFTER_PAGE_START_MS after the load, and "One of your records was updated. Show" when a moderator
 * verifies, replies to, hides or restores one of those records; a hide too offers Show, which
 * brings /me's list of hidden records.
 */
export function RecordLiveNotice({ recordKey, creatorKey, ownRecordKeys }: Props) {
  const [notice, setNotice] = useState<Notice>(null);
  const words = recordKey?.startsWith('Profile#') ? WORDS.profile : WORDS.record;
  const own = useMemo(() => (ownRecordKeys ? new Set(ownRecordKeys) : null), [ownRecordKeys]);
  const onChange = useCallback(
    (change: RecordChangeEvent) => {
      if (!own) setNotice(change.change === 'HIDDEN' ? 'gone' : change.change === 'REMOVED' ? 'removed' : 'updated');
      // The key is made from model and id, not taken from the event's recordKey as sent.
      else if (A_MODERATORS_CHANGE.has(change.change) && own.has(`${change.model}#${change.recordId}`)) setNotice('updated');
    },
    [own],
  );
  // On /me the subscription is a bonus opened after the page's start, as the queues' live bar (issue 45).
  useRecordChanges(recordKey ?? null, onChange, true, own ? AFTER_PAGE_START_MS : 0);
  const onCreatorChange = useCallback((change: RecordChangeEvent) => {
    // The record's own HIDDEN or RESTORED comes on its own key; its own word (gone, removed) is the last.
    const next: Notice = change.change === 'REMOVED' ? 'left' : change.change === 'UPDATED' ? 'updated' : null;
    if (next) setNotice((current) => (current === 'gone' || current === 'removed' ? current : next));
  }, []);
  useRecordChanges(creatorKey ?? null, onCreatorChange, Boolean(creatorKey));
  const { isShowing, show } = useShowInPlace(() => setNotice(null));
  return (
    <div role="status" aria-live="polite" aria-busy={isShowing} className="record-live-slot">
      {notice === 'updated' && (
        <p className="record-live-notice">
          <span>{own ? 'One of your records was updated.' : words.updated}</span>
          <ShowButton isShowing={isShowing} onShow={show} />
        </p>
      )}
      {notice === 'removed' && (
        <p className="record-live-notice">
          <span>{words.removed}</span>
        </p>
      )}
      {notice === 'left' && (
        <p className="record-live-notice">
          <span>Its creator has left the site.</span>
          <ShowButton isShowing={isShowing} onShow={show} />
        </p>
      )}
      {notice === 'gone' && (
        <p className="record-live-notice">
          <span>{words.gone}</span>
        </p>
      )}
    </div>
  );
}
