'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { sectionsFor } from './admin-sections';

/**
 * The admin area's tabs; the current section is marked for people and assistive technology.
 * A moderator (not in ADMINS) sees only the tabs they may open. The tabs are not prefetched: each is
 * a page read as the user, and its prefetched payload was fetched and decoded in every admin page's start.
 */
export function AdminNav({ isAdmin = true }: { isAdmin?: boolean }) {
  const pathname = usePathname() ?? '';
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav className="admin-nav" aria-label="Admin sections">
      <ul>
        {isAdmin && (
          <li>
            <Link href="/admin" prefetch={false} aria-current={pathname === '/admin' ? 'page' : undefined}>
              <i className="bi bi-speedometer2" aria-hidden="true" /> Overview
            </Link>
          </li>
        )}
        {sectionsFor(isAdmin).map((section) => (
          <li key={section.href}>
            <Link href={section.href} prefetch={false} aria-current={isCurrent(section.href) ? 'page' : undefined}>
              <i className={`bi ${section.icon}`} aria-hidden="true" /> {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
