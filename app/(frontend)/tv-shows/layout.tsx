// The theme's stylesheet for this section (components/layout/theme-page-styles-layout.tsx).
export { ThemePageStylesLayout as default } from '@/components/layout/theme-page-styles-layout';
