'use client';

import { useState } from 'react';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { HeaderSearchForm } from '@/components/search/header-search-form';
import { STICKY_HEADER_THRESHOLD_PX } from '@/lib/constants/ui';
import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { mainHeaderProductLinks, mainHeaderThemeLinks, mainUserMenu } from '@/lib/navigation/routes';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { MainNavItem } from './main-nav-item';
import { MobileMenuToggle } from './mobile-menu-toggle';

/**
 * The main header: brand, the product's sections (then the theme's Pricing, set apart) with the
 * current one highlighted, the search box, and actions. Below the xl breakpoint the links fold
 * into the phone menu the toggle opens.
 */
export function SiteHeader() {
  const pathname = useSitePathname();
  const isSticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className={`site-header${isSticky ? ' sticky' : ''}`}>
      <div className="container-xl site-header-inner">
        <MobileMenuToggle isOpen={isMenuOpen} controls="main-nav" onToggle={() => setMenuOpen((open) => !open)} />
        <Brand />
        <nav id="main-nav" className={`main-nav${isMenuOpen ? ' open' : ''}`} aria-label="Main">
          <ul className="list-unstyled">
            {mainHeaderProductLinks.map((link) => (
              <MainNavItem key={link.href} link={link} pathname={pathname} onNavigate={closeMenu} />
            ))}
            {mainHeaderThemeLinks.map((link) => (
              <MainNavItem key={link.href} link={link} pathname={pathname} onNavigate={closeMenu} isSecondary />
            ))}
          </ul>
        </nav>
        <HeaderSearchForm />
        <HeaderActions userMenu={mainUserMenu} />
      </div>
    </header>
  );
}
