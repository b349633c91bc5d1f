'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ADMIN_SECTIONS } from './admin-sections';

/** The admin area's tabs; the current section is marked for people and assistive technology. */
export function AdminNav() {
  const pathname = usePathname() ?? '';
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav className="admin-nav" aria-label="Admin sections">
      <ul>
        <li>
          <Link href="/admin" aria-current={pathname === '/admin' ? 'page' : undefined}>
            <i className="bi bi-speedometer2" aria-hidden="true" /> Overview
          </Link>
        </li>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={isCurrent(section.href) ? 'page' : undefined}>
              <i className={`bi ${section.icon}`} aria-hidden="true" /> {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
