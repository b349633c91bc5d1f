import type { ReactNode } from 'react';
import '@/styles/product.scss';
import { IntelligenceLayout } from '@/components/layout/intelligence-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <IntelligenceLayout>{children}</IntelligenceLayout>;
}
