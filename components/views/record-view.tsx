'use client';

import { useEffect } from 'react';
import { whenPageSettled } from '@/components/analytics/when-page-settled';
import { recordViewOnce, type ViewedModel } from '@/lib/views/record-view-once';
import { openViewStorage } from '@/lib/views/view-storage';

/**
 * How long after the page's load the view is sent: the Data API client it needs (Amplify, the
 * outputs, an identity call) would otherwise run its long tasks in the page's start on a phone.
 */
const SEND_AFTER_LOAD_MS = 5000;

/**
 * Counts this visitor's view of a brief or stream, once per UTC day (see recordViewOnce): put it
 * anywhere on the record's page. Renders nothing. The view is sent a few seconds after the page
 * has loaded, when the browser is idle, or at once when the reader leaves first (the page is
 * hidden, or another page of the site replaces this one), so no view is lost to the wait.
 */
export function RecordView({ model, id, slug }: { model: ViewedModel; id: string; slug: string }) {
  useEffect(() => {
    let isSent = false;
    const send = () => {
      if (isSent) return;
      isSent = true;
      void import('@/lib/views/send-record-view').then(({ sendRecordView }) =>
        recordViewOnce({ model, id, slug }, { storage: openViewStorage(), send: sendRecordView }),
      );
    };
    const cancel = whenPageSettled(send, SEND_AFTER_LOAD_MS);
    return () => {
      cancel();
      send();
    };
  }, [model, id, slug]);
  return null;
}
