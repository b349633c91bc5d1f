'use client';

import type { CurrentUserState } from '@/components/auth/use-current-user';
import { preloadCartDrawer } from '@/components/cart/cart-drawer';
import { useCartDrawer } from '@/components/cart/cart-drawer-provider';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { displayNameOf } from '@/lib/auth/session-user';
import { cartBadgeOf, cartButtonLabelOf } from '@/lib/cart/cart-badge';
import type { NavLink } from '@/lib/navigation/routes';
import { workspaceLinksFor } from '@/lib/navigation/workspace-links';
import { GuestAccountLinks } from './guest-account-links';
import { RecordBanLink } from './record-ban-link';
import { UserMenu } from './user-menu';
import { WorkspaceLink } from './workspace-link';

/** The cart holds only the theme's sample items: nothing a visitor added (lib/cart/cart-badge.ts). */
const ADDED_BY_VISITOR = 0;

/** The shop's cart: its badge counts only what the visitor added. */
function CartButton() {
  const { open: openCart } = useCartDrawer();
  const badge = cartBadgeOf(ADDED_BY_VISITOR);
  return (
    <button
      type="button"
      className="header-icon-button"
      aria-label={cartButtonLabelOf(ADDED_BY_VISITOR)}
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      onClick={openCart}
    >
      <i className="bi bi-bag" aria-hidden="true" />
      {badge ? <span className="header-badge">{badge}</span> : null}
    </button>
  );
}

/**
 * The end of a header: "Record your ban" (the main header's, on wide screens; the phone menu has
 * it), settings, the cart (the shop's header only: the main header's places are the record's; its
 * pages are under More › Shop),
 * and the account: for a signed-in user a one-tap link to their workspace and the menu with their
 * work (the staff pages their groups allow), then the header's user links and Logout (SPEC §6);
 * for a guest the menu's guest links (Sign in, Join) in plain sight. Until Amplify has answered
 * (and without JavaScript) the reader counts as a guest: most readers are, and a guest must never
 * see what looks like someone signed in.
 */
export function HeaderActions({ userMenu, current, hasCart = false }: { userMenu: NavLink[]; current: CurrentUserState; hasCart?: boolean }) {
  return (
    <div className="header-actions">
      <RecordBanLink className="header-record-ban" />
      <SettingsPanel />
      {hasCart ? <CartButton /> : null}
      {current.status === 'signedIn' ? (
        <>
          <WorkspaceLink />
          <UserMenu
            displayName={displayNameOf(current.user)}
            workLinks={workspaceLinksFor(current.user.groups)}
            links={userMenu.filter(({ audience }) => audience !== 'guest')}
          />
        </>
      ) : (
        <GuestAccountLinks links={userMenu.filter(({ audience }) => audience === 'guest')} />
      )}
    </div>
  );
}
