import { platformById } from '@/lib/content/platforms';
import type { RecordFigureView } from '@/lib/content/platform-overview/platform-pages';
import { platformPathOf } from '@/lib/content/platform-overview/platform-pages';
import { RecordFiguresSection } from './record-figures-section';

/**
 * /platforms: the figures of every public record, all platforms together first (every table), then
 * one summary per platform with records, linking to its page for the rest.
 */
export function PlatformRecordFigures({ figures, bansOnly }: { figures: RecordFigureView; bansOnly: boolean }) {
  return (
    <div className="platform-record-figures">
      <h2 className="section-title record-figures-heading">Figures from every record</h2>
      <RecordFiguresSection id="figures-all" title="All platforms" figures={figures.total} months={figures.months} bansOnly={bansOnly} level={3} />
      {figures.platforms.map((platform) => (
        <RecordFiguresSection
          key={platform.key}
          id={`figures-${platform.key.replace(/[^a-z0-9-]/g, '-') || 'unknown'}`}
          title={platformById(platform.key)?.displayName ?? (platform.key || 'Unknown platform')}
          href={platform.key ? platformPathOf(platform.key) : undefined}
          figures={platform}
          months={figures.months}
          bansOnly={bansOnly}
          level={3}
          summaryOnly
        />
      ))}
    </div>
  );
}
