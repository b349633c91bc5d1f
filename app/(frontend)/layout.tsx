import type { ReactNode } from 'react';
import { FrontendLayout } from '@/components/layout/frontend-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <FrontendLayout>{children}</FrontendLayout>;
}
