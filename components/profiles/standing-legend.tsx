import { APPEAL_STATUS_LABELS, STANDING_LABELS, STANDING_TONES } from '@/lib/content/profiles/profile-labels';
import { FigureInfoLink } from './figure-info-link';
import { METHODOLOGY_ANCHORS } from './methodology-anchors';

/**
 * What each badge colour means on this page, with the words that carry it (colour alone never
 * does): the card's platform standings and the records' states share the same five tones.
 */
const LEGEND = [
  {
    tone: STANDING_TONES.BANNED,
    words: [STANDING_LABELS.BANNED, 'Active ban', APPEAL_STATUS_LABELS.REJECTED],
    meaning: 'A ban is in force on that platform, or an appeal was turned down.',
  },
  {
    tone: STANDING_TONES.LIMITED,
    words: [STANDING_LABELS.LIMITED, APPEAL_STATUS_LABELS.PENDING],
    meaning: 'A shadowban report and no active ban there (with the restriction reported), or an appeal awaiting an answer.',
  },
  {
    tone: STANDING_TONES.RESTORED,
    words: [STANDING_LABELS.RESTORED, 'Lifted', APPEAL_STATUS_LABELS.RESTORED],
    meaning: 'Every ban there was lifted and no shadowban is reported, or the account came back on appeal.',
  },
  {
    tone: STANDING_TONES.ACTIVE,
    words: [STANDING_LABELS.ACTIVE],
    meaning: 'The creator publishes there and nothing is recorded against them.',
  },
  {
    tone: 'standing-neutral',
    words: [APPEAL_STATUS_LABELS.NONE, 'Category'],
    meaning: 'A plain fact about a record: no appeal was made, or which part of the platform a report is about.',
  },
] as const;

export function StandingLegend() {
  return (
    <section className="standing-legend surface" aria-labelledby="standing-legend-title">
      <h2 id="standing-legend-title" className="standing-legend-title">
        What the colours mean
      </h2>
      <ul className="standing-legend-list">
        {LEGEND.map((entry) => (
          <li key={entry.tone} className="standing-legend-item">
            <span className={`standing-badge ${entry.tone}`}>{entry.words.join(' · ')}</span>
            <span className="standing-legend-meaning">{entry.meaning}</span>
          </li>
        ))}
      </ul>
      <FigureInfoLink anchor={METHODOLOGY_ANCHORS.colours} figure="platform standings" />
    </section>
  );
}
