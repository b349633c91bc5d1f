'use client';

import { useState } from 'react';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { HeaderSearchForm } from '@/components/search/header-search-form';
import { STICKY_HEADER_THRESHOLD_PX } from '@/lib/constants/ui';
import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { mainHeaderProductLinks, mainHeaderThemeLinks, mainUserMenu, merchandiseMenuGroups } from '@/lib/navigation/routes';
import { workspaceLinksFor } from '@/lib/navigation/workspace-links';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { MainNavItem } from './main-nav-item';
import { MobileMenuToggle } from './mobile-menu-toggle';
import { MoreMenu } from './more-menu';
import { PhoneWorkLinks } from './phone-work-links';
import { RecordBanLink } from './record-ban-link';

/**
 * The main header: brand, the record's sections with the current one highlighted, "More" (the
 * theme's sections and menu groups), the search box, and actions. Below the xl breakpoint the
 * links fold into the phone menu the toggle opens, headed by "Record your ban" and, for a
 * signed-in user, their work.
 */
export function SiteHeader() {
  const pathname = useSitePathname();
  const current = useCurrentUser();
  const isSticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const workLinks = current.status === 'signedIn' ? workspaceLinksFor(current.user.groups) : [];
  return (
    <header className={`site-header${isSticky ? ' sticky' : ''}`}>
      <div className="container-xl site-header-inner">
        <MobileMenuToggle isOpen={isMenuOpen} controls="main-nav" onToggle={() => setMenuOpen((open) => !open)} />
        <Brand />
        <nav id="main-nav" className={`main-nav${isMenuOpen ? ' open' : ''}`} aria-label="Main">
          <div className="phone-menu-only">
            <RecordBanLink className="phone-record-ban" onNavigate={closeMenu} />
            <PhoneWorkLinks links={workLinks} onNavigate={closeMenu} />
          </div>
          <ul className="list-unstyled main-nav-list">
            {mainHeaderProductLinks.map((link) => (
              <MainNavItem key={link.href} link={link} pathname={pathname} onNavigate={closeMenu} />
            ))}
            <MoreMenu links={mainHeaderThemeLinks} groups={merchandiseMenuGroups} pathname={pathname} onNavigate={closeMenu} />
          </ul>
        </nav>
        <HeaderSearchForm />
        <HeaderActions userMenu={mainUserMenu} current={current} />
      </div>
    </header>
  );
}
