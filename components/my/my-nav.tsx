'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export const MY_SECTIONS = [
  { href: '/me', label: 'Overview', icon: 'bi-grid' },
  { href: '/me/profile', label: 'My profile', icon: 'bi-person-badge' },
  { href: '/me/briefs', label: 'My briefs', icon: 'bi-journal-text' },
  { href: '/me/bans', label: 'My platform bans', icon: 'bi-slash-circle' },
  { href: '/me/shadowbans', label: 'My shadowban reports', icon: 'bi-eye-slash' },
  { href: '/me/security', label: 'Sign-in security', icon: 'bi-shield-lock' },
] as const;

/**
 * The creator's own pages; the current one is marked. Not prefetched: each is a page read as the
 * creator, whose payload was fetched and decoded while the page that shows these links started.
 */
export function MyNav() {
  const pathname = usePathname();
  const isCurrent = (href: string) => (href === '/me' ? pathname === '/me' : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav className="my-nav" aria-label="My pages">
      <ul>
        {MY_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} prefetch={false} className={isCurrent(section.href) ? 'active' : undefined} aria-current={isCurrent(section.href) ? 'page' : undefined}>
              <i className={`bi ${section.icon}`} aria-hidden="true" /> {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
