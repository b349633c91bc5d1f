import Link from 'next/link';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { readContentCounts } from '@/lib/content/content-pages/content-counts';
import { OPEN_DATA_LICENCE, OPEN_DATA_SETS, type OpenDataSet } from '@/lib/open-data/open-data-sets';
import { OpenDataFields } from './open-data-fields';

export const openDataDescription =
  'Every public ban record and shadowban report as CSV and JSON, free to download and reuse under CC BY 4.0, with incremental downloads and a schema.';

const COUNT_OF: Record<OpenDataSet['name'], 'platformBans' | 'shadowbanReports'> = { bans: 'platformBans', 'shadowban-reports': 'shadowbanReports' };

/** /data: what can be downloaded, under which licence, and what each column means. */
export async function OpenDataView() {
  const counts = await readContentCounts();
  return (
    <>
      <BreadcrumbBanner title="Open data" name="Open data" />
      <div className="media-page open-data-page">
        <section className="media-section">
          <div className="container-xl">
            <p className="section-lead">{openDataDescription}</p>
            <p>
              Each file holds every public record, one row per record, as this site shows it: records a moderator hid are never included. Downloads are
              streamed, so they start at once whatever their size. Add <code>?since=</code> with a date or an instant in ISO 8601 (for example{' '}
              <code>/data/bans.csv?since=2026-01-31</code>) to get only the records changed from then on; the JSON file ends with the <code>since</code> to
              use next time (at most the start of that day: anonymised records show the day they changed, not the moment, so the
              day&rsquo;s changes come again). Deleted records leave the files; download in full now and then to drop them.
            </p>
            <p>
              Licence: <a href={OPEN_DATA_LICENCE.url} rel="license">{OPEN_DATA_LICENCE.name}</a> — reuse freely, crediting this site and linking to the
              record’s permalink where you cite one. The machine-readable description is <Link href="/data/schema.json" prefetch={false}>/data/schema.json</Link>.
            </p>
            {OPEN_DATA_SETS.map((set) => (
              <section key={set.name} className="open-data-set" aria-labelledby={`set-${set.name}`}>
                <h2 id={`set-${set.name}`} className="section-title">
                  {set.title}
                </h2>
                <p>
                  {set.description} {counts[COUNT_OF[set.name]].toLocaleString('en-US')} records.
                </p>
                <p className="open-data-downloads">
                  <a className="btn btn-primary" href={`/data/${set.name}.csv`} download>
                    Download {set.name}.csv
                  </a>{' '}
                  <a className="btn btn-secondary" href={`/data/${set.name}.json`}>
                    {set.name}.json
                  </a>
                </p>
                <OpenDataFields set={set} />
              </section>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
