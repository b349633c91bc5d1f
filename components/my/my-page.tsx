import type { ReactNode } from 'react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { MyNav } from './my-nav';

/** The frame of every /me page: banner, the creator's navigation, then the page's own content. */
export function MyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <BreadcrumbBanner title={title} />
      <div className="container-xl py-4 py-lg-5 my-area">
        <MyNav />
        <div className="my-content">{children}</div>
      </div>
    </>
  );
}
