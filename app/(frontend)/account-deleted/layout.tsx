// The product's stylesheet for this section (components/layout/product-styles-layout.tsx).
export { ProductStylesLayout as default } from '@/components/layout/product-styles-layout';
