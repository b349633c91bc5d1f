import Link from 'next/link';
import type { AppealGuide as Guide } from '@/lib/content/appeal-guides/appeal-guides';
import type { KindFigures } from '@/lib/content/platform-overview/read-record-figures';
import { describeMedianDays, describeShare } from '@/lib/content/platform-overview/record-figure-view';

type AppealGuideProps = {
  platformName: string;
  guide: Guide;
  /** The platform's ban figures over its whole record; null on a slice or year of it. */
  bans: KindFigures | null;
  wholeRecordHref: string;
};

/**
 * How to appeal on one platform, beside what the record shows about appeals there: the share of
 * decided appeals that restored the account and the median days to a decision (the figures of
 * every public ban on the platform, as the figures section counts them).
 */
export function AppealGuide({ platformName, guide, bans, wholeRecordHref }: AppealGuideProps) {
  return (
    <section id="appeal" className="appeal-guide surface" aria-labelledby="appeal-title">
      <h2 id="appeal-title" className="h5">
        How to appeal on {platformName}
      </h2>
      <p className="mb-2">Start at {guide.where}.</p>
      <ol className="appeal-guide-steps">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="small text-muted-theme">
        Platforms change these steps; <a href={guide.helpUrl} target="_blank" rel="noopener noreferrer">{platformName}’s help page</a> is the authority.
      </p>
      <h3 className="h6">What the record shows about appeals on {platformName}</h3>
      {bans === null ? (
        <p>
          <Link href={wholeRecordHref}>See the figures over every {platformName} ban</Link>.
        </p>
      ) : bans.appealsDecided > 0 ? (
        <ul className="appeal-guide-figures">
          <li>Restored: {describeShare(bans.appealsRestored, bans.appealsDecided, 'decided appeals', '')}</li>
          {bans.appealsPartiallyRestored > 0 ? <li>Partly restored: {describeShare(bans.appealsPartiallyRestored, bans.appealsDecided, 'decided appeals', '')}</li> : null}
          <li>Median time from filing to a decision: {describeMedianDays(bans)}</li>
        </ul>
      ) : (
        <p>No appeal on {platformName} has been decided in the record yet.</p>
      )}
      <p className="small mb-0">
        Appealed here? <Link href="/me/bans">Record your ban and its appeal</Link>: each decision, with its dates, makes these figures more exact.
      </p>
    </section>
  );
}
