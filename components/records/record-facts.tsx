import Link from 'next/link';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import { CopyLink } from './copy-link';
import { formatInstant } from './trail/format-instant';

/**
 * What makes a record citable: its id, when it was submitted and last changed, its permanent
 * address (the full one, to copy: the site's public origin, as search engines see it), and where
 * the same record is in the open data.
 */
export function RecordFacts({ id, createdAt, updatedAt, permalink, download }: { id: string; createdAt: string | null; updatedAt: string | null; permalink: string; download: string }) {
  return (
    <section className="record-facts surface" aria-labelledby="record-facts-title">
      <h2 id="record-facts-title" className="record-facts-title">
        About this record
      </h2>
      <dl className="record-facts-list">
        <dt>Record id</dt>
        <dd>
          <code>{id}</code>
        </dd>
        <dt>Submitted</dt>
        <dd>{createdAt ? <time dateTime={createdAt}>{formatInstant(createdAt)}</time> : 'Not recorded'}</dd>
        <dt>Last changed</dt>
        <dd>{updatedAt ? <time dateTime={updatedAt}>{formatInstant(updatedAt)}</time> : 'Not recorded'}</dd>
        <dt>Permanent link</dt>
        <dd>
          <CopyLink url={absoluteUrl(permalink, siteOrigin())} />
        </dd>
        <dt>Open data</dt>
        <dd>
          In <a href={download}>{download}</a> (<Link href="/data">about the downloads</Link>). Creators write their own records;{' '}
          <Link href="/methodology">how we count</Link> explains what the figures include.
        </dd>
      </dl>
    </section>
  );
}
