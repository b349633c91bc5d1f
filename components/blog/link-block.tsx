import Link from 'next/link';

/** A link post's destination as one large, clearly labelled link. */
export function LinkBlock({
  href,
  label,
  description,
}: {
  href: string;
  label: string;
  description: string;
}) {
  return (
    <Link href={href} className="link-block">
      <span className="link-block-icon" aria-hidden="true">
        <i className="bi bi-link-45deg" />
      </span>
      <span className="link-block-text">
        <span className="link-block-label">{label}</span>
        <span className="link-block-description">{description}</span>
        <span className="link-block-url">{href}</span>
      </span>
      <i className="bi bi-arrow-right flip-rtl link-block-arrow" aria-hidden="true" />
    </Link>
  );
}
