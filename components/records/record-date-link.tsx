import Link from 'next/link';

/**
 * A record card's date as the link to the record's permalink (its title, as a blog post's date
 * is): the visible date, and for screen readers what it opens. On the permalink itself, plain text.
 */
export function RecordDateLink({ href, dateTime, label, what, className, isOwnPage = false }: { href: string; dateTime?: string; label: string; what: string; className?: string; isOwnPage?: boolean }) {
  const time = (
    <time dateTime={dateTime} className={isOwnPage ? className : undefined}>
      {label}
    </time>
  );
  if (isOwnPage) return time;
  return (
    <Link href={href} prefetch={false} className={`record-date-link ${className ?? ''}`}>
      {time}
      <span className="visually-hidden">, open this {what}</span>
      <i className="bi bi-link-45deg" aria-hidden="true" />
    </Link>
  );
}
