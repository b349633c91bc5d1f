const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as "28 October 2026", identical on server and client. */
export function formatDay(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

export function DateText({ day, className }: { day: string; className?: string }) {
  return (
    <time dateTime={day} className={className}>
      {formatDay(day)}
    </time>
  );
}
