'use client';

import { lazy, Suspense, useState } from 'react';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { Avatar } from '@/components/ui/avatar';
import type { NavLink } from '@/lib/navigation/routes';

const loadUserMenuList = () => import('./user-menu-list');
// React's own lazy: next/dynamic would add its loader (~2 KB gzip) to every page's start.
const UserMenuList = lazy(() => loadUserMenuList().then((module) => ({ default: module.UserMenuList })));
/** Pointing at the avatar or focusing it fetches the menu's code, so a click seldom waits for it. */
const preload = () => void loadUserMenuList();

/**
 * The signed-in user's avatar and the menu it opens: the user's name, their work (workspace, and
 * the staff pages their groups allow), then the header's user links and Logout. The menu's code
 * (with the sign-out button) loads, and the menu is rendered, from its first opening on.
 */
export function UserMenu({ displayName, workLinks, links }: { displayName: string; workLinks: NavLink[]; links: NavLink[] }) {
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  return (
    <div ref={containerRef} className={`user-menu${isOpen ? ' open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon-button"
        aria-label={`User menu, signed in as ${displayName}`}
        aria-expanded={isOpen}
        aria-controls="user-menu-list"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
      >
        <Avatar name={displayName} size={32} />
      </button>
      {(isOpen || hasOpened) && (
        <Suspense fallback={null}>
          <UserMenuList isOpen={isOpen} displayName={displayName} workLinks={workLinks} links={links} onNavigate={close} />
        </Suspense>
      )}
    </div>
  );
}
