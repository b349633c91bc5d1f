import type { RecordFigureView } from '@/lib/content/platform-overview/platform-pages';
import { FiguresHowWeCount } from './figures-how-we-count';
import { PlatformFiguresTable } from './platform-figures-table';
import { RecordFiguresSection } from './record-figures-section';

/**
 * /platforms: the figures of every public record, all platforms together first (every table), then
 * every platform in one compact table linking to its page for the rest; "How we count" once.
 */
export function PlatformRecordFigures({ figures, bansOnly }: { figures: RecordFigureView; bansOnly: boolean }) {
  return (
    <div className="platform-record-figures">
      <h2 className="section-title record-figures-heading">Figures from every record</h2>
      <FiguresHowWeCount />
      <RecordFiguresSection id="figures-all" title="All platforms" figures={figures.total} months={figures.months} bansOnly={bansOnly} level={3} />
      {figures.platforms.length ? <PlatformFiguresTable platforms={figures.platforms} bansOnly={bansOnly} /> : null}
    </div>
  );
}
