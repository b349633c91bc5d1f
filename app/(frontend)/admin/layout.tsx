import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@/styles/product.scss';

// Private pages: never indexed, never cached for someone else (middleware.ts lets only ADMINS in).
export const metadata: Metadata = { robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
