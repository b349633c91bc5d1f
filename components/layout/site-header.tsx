'use client';

import Link from 'next/link';
import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { useState } from 'react';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { STICKY_HEADER_THRESHOLD_PX } from '@/lib/constants/ui';
import { isActiveLink } from '@/lib/navigation/active-link';
import { mainHeaderLinks, mainUserMenu } from '@/lib/navigation/routes';
import { Brand } from './brand';
import { HeaderSearchForm } from '@/components/search/header-search-form';
import { HeaderActions } from './header-actions';
import { MobileMenuToggle } from './mobile-menu-toggle';

/** The main header: brand, the four main links with the current one highlighted, the search box, and actions. */
export function SiteHeader() {
  const pathname = useSitePathname();
  const isSticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <header className={`site-header${isSticky ? ' sticky' : ''}`}>
      <div className="container-xl site-header-inner">
        <MobileMenuToggle isOpen={isMenuOpen} controls="main-nav" onToggle={() => setMenuOpen((open) => !open)} />
        <Brand />
        <nav id="main-nav" className={`main-nav${isMenuOpen ? ' open' : ''}`} aria-label="Main">
          <ul className="list-unstyled">
            {mainHeaderLinks.map((link) => {
              const isActive = isActiveLink(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={`main-nav-link${isActive ? ' active' : ''}`}
                    // /briefs and /streams arrive with the content issue; until then a prefetch would only fetch a 404.
                    prefetch={false}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <HeaderSearchForm />
        <HeaderActions userMenu={mainUserMenu} />
      </div>
    </header>
  );
}
