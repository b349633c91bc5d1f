'use client';

import { useState } from 'react';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { useScrolledPast } from '@/components/hooks/use-scrolled-past';
import { STICKY_HEADER_THRESHOLD_PX } from '@/lib/constants/ui';
import { merchandiseMenuGroups, merchandiseUserMenu } from '@/lib/navigation/routes';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { MobileMenuToggle } from './mobile-menu-toggle';
import { MenuGroups } from './menu-groups';

/** The shop's header: the five menu groups of SPEC §2 and the shop's user menu. */
export function MerchandiseHeader() {
  const current = useCurrentUser();
  const isSticky = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <header className={`site-header merchandise-header${isSticky ? ' sticky' : ''}`}>
      <div className="container-xl site-header-inner">
        <MobileMenuToggle isOpen={isMenuOpen} controls="merchandise-nav" onToggle={() => setMenuOpen((open) => !open)} />
        <Brand />
        <nav id="merchandise-nav" className={`main-nav merchandise-nav${isMenuOpen ? ' open' : ''}`} aria-label="Shop menu">
          <MenuGroups groups={merchandiseMenuGroups} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <HeaderActions userMenu={merchandiseUserMenu} current={current} hasCart />
      </div>
    </header>
  );
}
