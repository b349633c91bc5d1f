import type { ReactNode } from 'react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { isAdmin } from '@/lib/auth/session-user';
import { AdminNav } from './admin-nav';

/** The frame of every admin page: banner, section tabs (those the user may open), a heading with its intro, then the content. */
export async function AdminPage({ title, heading, intro, children }: { title: string; heading?: string; intro?: ReactNode; children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <>
      <BreadcrumbBanner title={title} name={title} />
      <div className="container-xl admin-area">
        <AdminNav isAdmin={isAdmin(user)} />
        <header className="admin-heading">
          <h2 className="h3 mb-1">{heading ?? title}</h2>
          {intro && <p className="text-muted-theme mb-0">{intro}</p>}
        </header>
        {children}
      </div>
    </>
  );
}
