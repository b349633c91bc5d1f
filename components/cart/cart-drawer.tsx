'use client';

import { lazy, Suspense, useState } from 'react';
import { useCartDrawer } from './cart-drawer-provider';

const loadCartDrawerPanel = () => import('./cart-drawer-panel');
// React's own lazy: next/dynamic would add its loader (~2 KB gzip) to every page's start.
const CartDrawerPanel = lazy(() => loadCartDrawerPanel().then((module) => ({ default: module.CartDrawerPanel })));

/** Fetches the drawer's code ahead of a click (the cart buttons call it when pointed at or focused). */
export const preloadCartDrawer = () => void loadCartDrawerPanel();

/**
 * The "Shopping Cart" drawer: slides in from the inline end with the sample cart. Its code loads,
 * and it is rendered, from its first opening on (and kept, with its counters and deletions, when
 * closed), so pages neither download nor render and hydrate a drawer few readers open.
 */
export function CartDrawer() {
  const { isOpen, close } = useCartDrawer();
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  return isOpen || hasOpened ? (
    <Suspense fallback={null}>
      <CartDrawerPanel isOpen={isOpen} onClose={close} />
    </Suspense>
  ) : null;
}
