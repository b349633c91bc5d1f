import type { ReactNode } from 'react';
import '@/styles/theme-pages.scss';
import { MerchandiseLayout } from '@/components/layout/merchandise-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <MerchandiseLayout>{children}</MerchandiseLayout>;
}
