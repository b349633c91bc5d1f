'use client';

import { useEffect } from 'react';
import { recordViewOnce, type ViewedModel } from '@/lib/views/record-view-once';
import { openViewStorage } from '@/lib/views/view-storage';

/**
 * Counts this visitor's view of a brief or stream, once per UTC day (see recordViewOnce): put it
 * anywhere on the record's page. Renders nothing; the Data API client loads only after the page
 * is up, so reading pages do not pay for it in their first load.
 */
export function RecordView({ model, id, slug }: { model: ViewedModel; id: string; slug: string }) {
  useEffect(() => {
    void import('@/lib/views/send-record-view').then(({ sendRecordView }) =>
      recordViewOnce({ model, id, slug }, { storage: openViewStorage(), send: sendRecordView }),
    );
  }, [model, id, slug]);
  return null;
}
