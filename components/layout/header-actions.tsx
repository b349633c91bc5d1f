'use client';

import Link from 'next/link';
import { useCartDrawer } from '@/components/cart/cart-drawer-provider';
import { useDisclosure } from '@/components/hooks/use-disclosure';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { Avatar } from '@/components/ui/avatar';
import { cartItems } from '@/lib/sample-data/cart';
import { FALLBACK_DISPLAY_NAME } from '@/lib/constants/ui';
import type { NavLink } from '@/lib/navigation/routes';

/**
 * The icons at the end of a header: settings, cart and the user menu. Sign-in arrives with
 * the identity service; until then every visitor is a guest and the menu offers Sign in.
 */
export function HeaderActions({ userMenu }: { userMenu: NavLink[] }) {
  const { open: openCart } = useCartDrawer();
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  return (
    <div className="header-actions">
      <SettingsPanel />
      <button type="button" className="header-icon-button" aria-label={`Open cart, ${cartItems.length} items`} onClick={openCart}>
        <i className="bi bi-bag" aria-hidden="true" />
        <span className="header-badge">{cartItems.length}</span>
      </button>
      <div ref={containerRef} className={`user-menu${isOpen ? ' open' : ''}`}>
        <button
          ref={buttonRef}
          type="button"
          className="header-icon-button"
          aria-label="User menu"
          aria-expanded={isOpen}
          aria-controls="user-menu-list"
          onClick={toggle}
        >
          <Avatar name={FALLBACK_DISPLAY_NAME} size={32} />
        </button>
        <ul id="user-menu-list" className="user-menu-list list-unstyled" hidden={!isOpen}>
          <li className="user-menu-name">{FALLBACK_DISPLAY_NAME}</li>
          {userMenu.map((link) => (
            <li key={link.href + link.label}>
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {link.label}
                </a>
              ) : (
                <Link href={link.href} onClick={close}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
