import Link from 'next/link';
import type { BanTracker } from '@/lib/content/home/summarize-ban-tracker';

/**
 * The product's opening: what the site follows, the ways in, and the tracker's headline figures.
 * Its links do not prefetch (see ban-tracker-strip.tsx): both lead to dynamic pages, whose prefetch
 * is only their shell, fetched while this page is still loading.
 */
export function HomeHero({ totals }: { totals: BanTracker['totals'] | null }) {
  const figures = totals
    ? [
        { value: totals.recorded, label: 'bans recorded' },
        { value: totals.active, label: 'still active' },
        { value: totals.restored, label: 'restored on appeal' },
      ]
    : [];
  return (
    <section className="home-hero">
      <div className="container-xl">
        <p className="landing-eyebrow">
          <i className="bi bi-broadcast" aria-hidden="true" /> Bans · Restrictions · Shadowbans
        </p>
        <h1 className="home-hero-title">
          Who gets silenced online, <span className="text-accent">and why.</span>
        </h1>
        <p className="home-hero-lead">
          Creator ban histories, plain briefs on how platforms restrict and shadowban, the personalities worth following and
          the streams that tell their side of the story.
        </p>
        <div className="hero-actions">
          <Link prefetch={false} href="/briefs" className="btn btn-primary btn-lg">
            <i className="bi bi-journal-text" aria-hidden="true" /> Read the briefs
          </Link>
          <Link prefetch={false} href="/profiles" className="btn btn-outline-primary btn-lg">
            Creator ban histories
          </Link>
        </div>
        {figures.length ? (
          <ul className="home-hero-figures list-unstyled">
            {figures.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong> {figure.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
