import type { ReactNode } from 'react';
import '@/styles/theme-pages.scss';
import { BlankLayout } from '@/components/layout/blank-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <BlankLayout>{children}</BlankLayout>;
}
