import type { ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { CartDrawerProvider } from '@/components/cart/cart-drawer-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The default layout: header (its navigation bar holds the product's sections and, under More, the
 * theme's menu groups), content, footer and back-to-top button.
 */
export function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <CartDrawerProvider>
      <div className="site-frame layout-frontend">
        <SiteHeader />
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
