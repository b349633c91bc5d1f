'use client';

import { useMemo } from 'react';
import type { TrailRecordModel } from '@/amplify/data/enums';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { AppealTimelineEditor } from './appeal-timeline-editor';
import { EvidenceEditor } from './evidence-editor';

type RecordTrailPanelProps = {
  client: BrowserDataClient;
  model: TrailRecordModel;
  id: string;
  recordLabel: string;
  /** The record's own date (a ban's date, a report's date). */
  since: string | null;
  /** After an event or an item: the record's appeal status, count and verification changed. */
  onRecordChanged: () => void;
};

/** Under a saved ban or shadowban report in the creator's list: its appeal timeline and its evidence (issue 18). */
export function RecordTrailPanel({ client, model, id, recordLabel, since, onRecordChanged }: RecordTrailPanelProps) {
  // One object per record, so the editors read their lists once, not on every render of the list.
  const record = useMemo(() => ({ model, id }), [model, id]);
  return (
    <div className="record-trail">
      <AppealTimelineEditor client={client} record={record} recordLabel={recordLabel} since={since} onChanged={onRecordChanged} />
      <EvidenceEditor client={client} record={record} recordLabel={recordLabel} onChanged={onRecordChanged} />
    </div>
  );
}
