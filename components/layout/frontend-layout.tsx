import type { ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { CartDrawerProvider } from '@/components/cart/cart-drawer-provider';
import { MenuBar } from './menu-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The default layout: header, navigation bar, content, footer and back-to-top button. */
export function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <CartDrawerProvider>
      <div className="site-frame layout-frontend">
        <SiteHeader />
        <MenuBar />
        <main id="main-content" className="site-main">
          {children}
        </main>
        <SiteFooter />
      </div>
      <CartDrawer />
      <BackToTop />
    </CartDrawerProvider>
  );
}
