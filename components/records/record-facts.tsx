import Link from 'next/link';

const instant = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

function formatInstant(value: string | null): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? instant.format(date) : 'Not recorded';
}

/**
 * What makes a record citable: its id, when it was submitted and last changed, its permanent
 * address, and where the same record is in the open data.
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
          <Link href={permalink}>{permalink}</Link>
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
