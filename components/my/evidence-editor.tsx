'use client';

import { useCallback, useEffect, useState } from 'react';
import { EVIDENCE_ITEMS_PER_RECORD } from '@/amplify/data/creator-records/trail-limits';
import { listMyEvidence, type MyEvidenceItem, type TrailRecord } from '@/lib/content/my/my-trail-store';
import { supersededByOf } from '@/lib/content/my/trail-forms';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { EvidenceAddForm } from './evidence-add-form';
import { EvidenceItemView } from './evidence-item-view';
import { useReturnFocus } from './use-return-focus';

type EvidenceEditorProps = {
  client: BrowserDataClient;
  record: TrailRecord;
  recordLabel: string;
  /** The record's evidence count and verification step follow: the list above shows them again. */
  onChanged: () => void;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One record's evidence items in the order they were submitted, each sealed with its SHA-256;
 * new items are added below, and "Correct this item" adds a correction beside the one it corrects.
 */
export function EvidenceEditor({ client, record, recordLabel, onChanged }: EvidenceEditorProps) {
  const [items, setItems] = useState<MyEvidenceItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const returnFocusTo = useReturnFocus();

  const reload = useCallback(() => listMyEvidence(client, record).then(setItems, (error: unknown) => setLoadError(errorText(error))), [client, record]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function afterSubmit() {
    await reload();
    onChanged();
  }

  const numberOf = new Map((items ?? []).map((item, index) => [item.id, index + 1]));
  const correctedBy = supersededByOf(items ?? []);
  const isFull = (items?.length ?? 0) >= EVIDENCE_ITEMS_PER_RECORD;
  const headingId = `evidence-heading-${record.id}`;
  return (
    <section className="record-trail-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="record-trail-title">
        Evidence <span className="visually-hidden">for the {recordLabel}</span>
      </h3>
      {loadError && <p className="my-alert my-alert-error" role="alert">Could not load the evidence: {loadError}</p>}
      {!items && !loadError && <p className="my-loading" role="status">Loading…</p>}
      {items?.length === 0 && <p className="text-muted-theme">No evidence yet. A first item moves the record from “Self-reported” to “Evidence attached”.</p>}
      {items && items.length > 0 && (
        <ol className="record-trail-list">
          {items.map((item) => {
            const correction = correctedBy.get(item.id);
            const opener = `correct-${item.id}`;
            return (
              <li key={item.id} className="record-trail-entry">
                <EvidenceItemView
                  item={item}
                  number={numberOf.get(item.id) ?? 0}
                  correctedBy={correction ? (numberOf.get(correction) ?? null) : null}
                  corrects={item.supersedes ? (numberOf.get(item.supersedes) ?? null) : null}
                />
                {correcting === item.id ? (
                  <EvidenceAddForm
                    client={client}
                    record={record}
                    supersedes={item.id}
                    title={`Correct evidence item ${numberOf.get(item.id)} of the ${recordLabel}`}
                    onSubmitted={async () => {
                      setCorrecting(null);
                      await afterSubmit();
                    }}
                    onCancel={() => {
                      setCorrecting(null);
                      returnFocusTo(opener);
                    }}
                  />
                ) : (
                  !correction &&
                  !isFull && (
                    <button type="button" className="btn btn-outline-primary btn-sm" data-return-focus={opener} onClick={() => setCorrecting(item.id)}>
                      Correct this item <span className="visually-hidden">({numberOf.get(item.id)})</span>
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ol>
      )}
      {isFull ? (
        <p className="text-muted-theme">This record has {EVIDENCE_ITEMS_PER_RECORD} evidence items, the most it keeps.</p>
      ) : (
        <EvidenceAddForm client={client} record={record} title={`Add evidence to the ${recordLabel}`} onSubmitted={afterSubmit} />
      )}
    </section>
  );
}
