import { APPEAL_EVENT_LABELS } from '@/amplify/data/enums';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import type { AppealEventEntry } from '@/lib/content/records/read-record-trail';

type AppealTimelineProps = {
  /** When the restriction began (the record's date) and ended, if it did. */
  start: string | null;
  end: string | null;
  events: AppealEventEntry[];
};

/** The restriction and its appeal in date order: start, each appeal event, the end or lift. */
export function AppealTimeline({ start, end, events }: AppealTimelineProps) {
  return (
    <section className="record-story-section surface" id="appeal" aria-labelledby="appeal-title">
      <h2 id="appeal-title" className="record-story-title">
        Restriction and appeal
      </h2>
      <ol className="record-timeline">
        <li className="record-timeline-item">
          <time dateTime={start ?? undefined}>{formatDay(start)}</time> <strong>Restriction began</strong>
        </li>
        {events.map((event) => (
          <li key={event.id} className={`record-timeline-item appeal-event-${event.kind.toLowerCase()}`}>
            <time dateTime={event.date}>{formatDay(event.date)}</time> <strong>{APPEAL_EVENT_LABELS[event.kind]}</strong>
            {event.note ? <p className="record-story-note">{event.note}</p> : null}
          </li>
        ))}
        {end ? (
          <li className="record-timeline-item">
            <time dateTime={end}>{formatDay(end)}</time> <strong>Restriction ended</strong>
          </li>
        ) : null}
      </ol>
      {events.length === 0 ? <p className="text-muted-theme">The creator has recorded no appeal events.</p> : null}
    </section>
  );
}
