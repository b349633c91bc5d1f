import Link from 'next/link';

/** A section's heading with an optional "View All" link at the inline end. */
export function SectionHeader({ id, title, href, linkLabel = 'View All' }: { id: string; title: string; href?: string; linkLabel?: string }) {
  return (
    <div className="section-header">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {href ? (
        <Link href={href} className="section-view-all">
          {linkLabel}
          <span className="visually-hidden">: {title}</span>
          <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
