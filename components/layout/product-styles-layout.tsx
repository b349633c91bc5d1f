import type { ReactNode } from 'react';
import '@/styles/product.scss';

/**
 * The layout of each product section (briefs, profiles, platforms, ...): it adds nothing to the
 * page but the product's stylesheet, so the theme's pages never load it (styles/product.scss).
 */
export function ProductStylesLayout({ children }: { children: ReactNode }) {
  return children;
}
