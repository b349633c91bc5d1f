import Link from 'next/link';
import type { ReactNode } from 'react';

/** A full-screen error page: illustration, status code, the page's h1, explanation and ways out. */
export function ErrorScreen({
  code,
  title,
  text,
  illustration,
  variant,
}: {
  code: string;
  title: string;
  text: string;
  illustration: ReactNode;
  variant: 'one' | 'two';
}) {
  return (
    <section className={`blank-screen error-screen error-screen-${variant}`}>
      <div className="blank-screen-inner">
        {illustration}
        <p className="error-screen-code">Error {code}</p>
        <h1 className="blank-screen-title">{title}</h1>
        <p className="blank-screen-text">{text}</p>
        <div className="error-screen-actions">
          <Link href="/" className="btn btn-primary">
            <i className="bi bi-house" aria-hidden="true" /> Back to home
          </Link>
          <Link href="/extra/contact-us" className="btn btn-outline-primary">
            Report a problem
          </Link>
        </div>
      </div>
    </section>
  );
}
