import type { ReactNode } from 'react';
import '@/styles/theme-pages.scss';

/**
 * The layout of each of the theme's sections (movies, blogs, pricing, ...): it adds nothing to the
 * page but the theme's stylesheet, so the product's pages never load it (styles/theme-pages.scss).
 */
export function ThemePageStylesLayout({ children }: { children: ReactNode }) {
  return children;
}
