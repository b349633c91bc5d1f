/** Read-only bookkeeping of a record (who created it, when it was saved), above its form. */
export function RecordFacts({ facts }: { facts: [label: string, value: string | null | undefined][] }) {
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (shown.length === 0) return null;
  return (
    <dl className="admin-record-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{/^\d{4}-\d{2}-\d{2}T/.test(value) ? formatMoment(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A stored timestamp as a reader expects it, in UTC so server and browser agree. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/** "1 message", "3 messages". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
