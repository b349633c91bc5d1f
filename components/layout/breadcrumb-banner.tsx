import Link from 'next/link';

/**
 * The page banner with its title and the trail Home > name. Pages pass `show={false}` when
 * their breadcrumb state says not to show it.
 */
export function BreadcrumbBanner({ title, name, show = true }: { title: string; name?: string; show?: boolean }) {
  if (!show) return null;
  return (
    <section className="breadcrumb-banner">
      <div className="container-xl">
        <h1 className="breadcrumb-title">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link href="/">Home</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {name ?? title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
