import type { ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { CartDrawerProvider } from '@/components/cart/cart-drawer-provider';
import { MerchandiseFooter } from './merchandise-footer';
import { MerchandiseHeader } from './merchandise-header';
import { MerchandiseTopBar } from './merchandise-top-bar';

/** The shop's layout: an extra top bar above the merchandise header, and the shop's own footer. */
export function MerchandiseLayout({ children }: { children: ReactNode }) {
  return (
    <CartDrawerProvider>
      <div className="site-frame layout-merchandise">
        <MerchandiseTopBar />
        <MerchandiseHeader />
        <main id="main-content" className="site-main">
          {children}
        </main>
        <MerchandiseFooter />
      </div>
      <CartDrawer />
      <BackToTop />
    </CartDrawerProvider>
  );
}
