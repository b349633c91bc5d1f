import Link from 'next/link';
import type { NavLink } from '@/lib/navigation/routes';

/**
 * The page banner with its title and the trail Home > name; `trail` adds the steps between (the
 * section, a creator), so a page inside a section says where it is: Home > Creators > Ada.
 * Pages pass `show={false}` when their breadcrumb state says not to show it. Its links are not
 * prefetched: they lead back up, seldom the next click, and every page's start would pay for them.
 */
export function BreadcrumbBanner({ title, name, trail = [], show = true }: { title: string; name?: string; trail?: NavLink[]; show?: boolean }) {
  if (!show) return null;
  return (
    <section className="breadcrumb-banner">
      <div className="container-xl">
        <h1 className="breadcrumb-title">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link href="/" prefetch={false}>
                Home
              </Link>
            </li>
            {trail.map((step) => (
              <li key={step.href} className="breadcrumb-item">
                <Link href={step.href} prefetch={false}>
                  {step.label}
                </Link>
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              {name ?? title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
