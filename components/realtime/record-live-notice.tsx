'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useRecordChanges, type RecordChangeEvent } from './use-record-changes';

type Notice = 'updated' | 'gone' | null;

/**
 * On a ban's or shadowban report's page: when a moderator verifies the record, publishes a reply
 * to it or hides it while the page is open, a polite note floats at the window's foot (nothing on
 * the page moves): "This record was updated. Show" reads the page again, a hide says the record is
 * no longer available. A restore after a hide offers Show again. Nothing without scripts.
 */
export function RecordLiveNotice({ recordKey }: { recordKey: string }) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice>(null);
  const onChange = useCallback((change: RecordChangeEvent) => setNotice(change.change === 'HIDDEN' ? 'gone' : 'updated'), []);
  useRecordChanges(recordKey, onChange);
  const show = () => {
    setNotice(null);
    router.refresh();
  };
  return (
    <div role="status" aria-live="polite" className="record-live-slot">
      {notice === 'updated' && (
        <p className="record-live-notice">
          <span>This record was updated.</span>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={show}>
            Show
          </button>
        </p>
      )}
      {notice === 'gone' && (
        <p className="record-live-notice">
          <span>A moderator has taken this record down: it is no longer available.</span>
        </p>
      )}
    </div>
  );
}
