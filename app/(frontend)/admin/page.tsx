import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Admin', robots: { index: false } };

// /admin – the ADMINS area (middleware.ts lets only ADMINS in).
export default async function AdminPage() {
  const user = await getSessionUser();
  return (
    <>
      <BreadcrumbBanner title="Admin" />
      <section className="container-xl py-5">
        <h2 className="h4">Signed in as {displayNameOf(user)}</h2>
        <p className="text-muted-theme mb-0">Member of {user?.groups.join(', ')}: you manage streams and personalities.</p>
      </section>
    </>
  );
}
