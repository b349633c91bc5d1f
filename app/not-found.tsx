import Link from 'next/link';
import { FrontendLayout } from '@/components/layout/frontend-layout';

export const metadata = { title: 'Page not found' };

/** Unknown paths: a real page, served with status 404, inside the default chrome. */
export default function NotFound() {
  return (
    <FrontendLayout>
      <section className="not-found container-xl text-center py-5">
        <p className="display-1 fw-bold text-accent mb-0">404</p>
        <h1 className="mb-3">Page not found</h1>
        <p className="text-muted-theme mb-4">The page you were looking for has moved, was removed, or never existed.</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link href="/" className="btn btn-primary">
            Back to home
          </Link>
          <Link href="/extra/contact-us" className="btn btn-outline-primary">
            Report a broken link
          </Link>
        </div>
      </section>
    </FrontendLayout>
  );
}
