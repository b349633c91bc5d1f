'use client';

import { useCallback, useEffect, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { APPEAL_EVENT_LABELS, type AppealEventKind } from '@/amplify/data/enums';
import { APPEAL_EVENTS_PER_RECORD, APPEAL_NOTE_MAX } from '@/amplify/data/creator-records/trail-limits';
import { todayAwsDate } from '@/lib/content/my/field-rules';
import { addMyAppealEvent, deleteMyAppealEvent, listMyAppealEvents, type MyAppealEvent, type TrailRecord } from '@/lib/content/my/my-trail-store';
import { APPEAL_EVENT_OPTIONS, emptyAppealEvent, toAppealEventInput, validateAppealEvent, type AppealEventField } from '@/lib/content/my/trail-forms';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { ActionStatus } from './action-status';
import { MyFormActions } from './my-form-actions';
import { useMyForm } from './use-my-form';
import { usePlacedStatus } from './use-placed-status';
import { useReturnFocus } from './use-return-focus';

type AppealTimelineEditorProps = {
  client: BrowserDataClient;
  record: TrailRecord;
  /** Names the record for assistive technology ("YouTube ban of 12 Mar 2026"). */
  recordLabel: string;
  /** The record's own date: no appeal event can be earlier. */
  since: string | null;
  /** The record's appealStatus follows its events: the list above shows it again. */
  onChanged: () => void;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The dated steps of one record's appeal, oldest first, with a form to add one and a button to
 * remove each. The record's appeal status is derived from the latest event by the server.
 */
export function AppealTimelineEditor({ client, record, recordLabel, since, onChanged }: AppealTimelineEditorProps) {
  const [events, setEvents] = useState<MyAppealEvent[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { statusAt, show } = usePlacedStatus();
  const returnFocusTo = useReturnFocus();
  const listAt = `appeal-${record.id}`;

  const reload = useCallback(() => listMyAppealEvents(client, record).then(setEvents, (error: unknown) => setLoadError(errorText(error))), [client, record]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const today = todayAwsDate();
  const form = useMyForm<AppealEventField>({
    idPrefix: `appeal-${record.id}`,
    resetOnSuccess: true,
    initial: emptyAppealEvent(today),
    validate: (values) => validateAppealEvent(values, today, since),
    onValid: async (values) => {
      const added = await addMyAppealEvent(client, record, toAppealEventInput(values));
      await reload();
      onChanged();
      return `${APPEAL_EVENT_LABELS[added.kind as AppealEventKind]} on ${formatDay(added.date)} is added; the appeal status follows the latest event.`;
    },
  });

  async function remove(event: MyAppealEvent) {
    setBusyId(event.id);
    show(listAt, { tone: 'pending', message: 'Removing the event…' });
    try {
      await deleteMyAppealEvent(client, event.id);
      await reload();
      onChanged();
      show(listAt, { tone: 'info', message: `${APPEAL_EVENT_LABELS[event.kind as AppealEventKind]} of ${formatDay(event.date)} is removed.` });
      // The removed event's button is gone: focus goes to the section's heading, which stays.
      returnFocusTo(listAt);
    } catch (error) {
      show(event.id, { tone: 'error', message: `The event could not be removed: ${errorText(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  const headingId = `appeal-heading-${record.id}`;
  const isFull = (events?.length ?? 0) >= APPEAL_EVENTS_PER_RECORD;
  return (
    <section className="record-trail-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="record-trail-title" tabIndex={-1} data-return-focus={listAt}>
        Appeal <span className="visually-hidden">of the {recordLabel}</span>
      </h3>
      {loadError && <p className="my-alert my-alert-error" role="alert">Could not load the appeal events: {loadError}</p>}
      {!events && !loadError && <p className="my-loading" role="status">Loading…</p>}
      {events?.length === 0 && <p className="text-muted-theme">No appeal events yet. While there are none, the appeal status is the one you choose when you edit the record.</p>}
      {events && events.length > 0 && (
        <ol className="record-trail-list">
          {events.map((event) => (
            <li key={event.id} className="record-trail-entry">
              <p className="record-trail-line">
                <time dateTime={event.date}>{formatDay(event.date)}</time> <strong>{APPEAL_EVENT_LABELS[event.kind as AppealEventKind]}</strong>
              </p>
              {event.note && <p className="record-trail-note">{event.note}</p>}
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={busyId === event.id}
                aria-label={`Remove ${APPEAL_EVENT_LABELS[event.kind as AppealEventKind]} of ${formatDay(event.date)}`}
                onClick={() => void remove(event)}
              >
                {busyId === event.id ? 'Removing…' : 'Remove'}
              </button>
              <ActionStatus status={statusAt(event.id)} />
            </li>
          ))}
        </ol>
      )}
      <ActionStatus status={statusAt(listAt)} />
      {isFull ? (
        <p className="text-muted-theme">This record has {APPEAL_EVENTS_PER_RECORD} appeal events, the most it keeps: remove one to add another.</p>
      ) : (
        <form className="my-form record-trail-form" noValidate onSubmit={form.onSubmit} aria-label={`Add an appeal event to the ${recordLabel}`}>
          <fieldset className="my-fieldset" disabled={form.isSubmitting}>
            <div className="my-form-grid">
              <SelectField {...form.field('kind')} label="Appeal step" required placeholder="Choose…" options={APPEAL_EVENT_OPTIONS} />
              <FormField {...form.field('date')} label="On" type="date" required />
            </div>
            <FormField {...form.field('note')} label="Note" rows={2} maxLength={APPEAL_NOTE_MAX} hint="What was sent or answered, a reference number." />
          </fieldset>
          <MyFormActions form={form} saveLabel="Add event" />
        </form>
      )}
    </section>
  );
}
