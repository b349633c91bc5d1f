import Link from 'next/link';
import { METHODOLOGY_ANCHORS, methodologyHref, type MethodologyAnchor } from '@/components/profiles/methodology-anchors';

const FIGURES: { name: string; anchor: MethodologyAnchor }[] = [
  { name: 'records', anchor: METHODOLOGY_ANCHORS.bans },
  { name: 'restored on appeal', anchor: METHODOLOGY_ANCHORS.restoredOnAppeal },
  { name: 'days to a decision', anchor: METHODOLOGY_ANCHORS.daysToDecision },
  { name: 'verified share', anchor: METHODOLOGY_ANCHORS.verifiedShare },
  { name: 'restriction types', anchor: METHODOLOGY_ANCHORS.recordsByRestriction },
  { name: 'bans per month', anchor: METHODOLOGY_ANCHORS.recordsPerMonth },
];

/**
 * "How we count", once on a page of figures: one link per figure to its methodology section
 * (a link beside every row of every table said it 45 times on /platforms).
 */
export function FiguresHowWeCount() {
  return (
    <p className="figures-how-we-count">
      <i className="bi bi-info-circle" aria-hidden="true" /> <span className="figures-how-we-count-lead">How we count:</span>{' '}
      {FIGURES.map((figure, index) => (
        <span key={figure.anchor}>
          <Link href={methodologyHref(figure.anchor)} className="figure-method-link">
            {figure.name}
          </Link>
          {index < FIGURES.length - 1 ? ' · ' : ''}
        </span>
      ))}
    </p>
  );
}
