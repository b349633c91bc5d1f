import Link from 'next/link';
import { ADMIN_SECTIONS } from './admin-sections';

/** The admin home: one card per section. */
export function AdminOverview({ adminName }: { adminName: string }) {
  return (
    <>
      <p className="mb-4">
        Signed in as <strong>{adminName}</strong>, a member of ADMINS: you manage streams and personalities, read what visitors send, follow the site’s analytics and moderate what is published.
      </p>
      <ul className="admin-cards">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className="admin-card">
              <i className={`bi ${section.icon} admin-card-icon`} aria-hidden="true" />
              <span className="admin-card-title">{section.label}</span>
              <span className="admin-card-text">{section.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
