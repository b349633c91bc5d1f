import Link from 'next/link';
import { bigSlider } from '@/lib/sample-data/media-lists';
import { entriesByType } from '@/lib/sample-data/media-lookup';
import { FeaturedHero } from './featured-hero';

/** The site home's opening: what the product is about beside a carousel of featured films. */
export function LandingHero() {
  const stats = [
    { value: entriesByType.movie.length, label: 'films' },
    { value: entriesByType['tv-show'].length, label: 'series' },
    { value: entriesByType.video.length, label: 'videos' },
  ];
  return (
    <section className="landing-hero">
      <div className="container-xl landing-hero-grid">
        <div className="landing-hero-text">
          <p className="landing-eyebrow">
            <i className="bi bi-broadcast" aria-hidden="true" /> Bans · Restrictions · Shadowbans
          </p>
          <h1 className="landing-title">
            Who gets silenced online, <span className="text-accent">and why.</span>
          </h1>
          <p className="landing-lead">
            StreamIt follows how platforms ban, restrict and quietly shadowban creators, and streams the films, series and
            talks on discipline, power and influence that tell their side of the story.
          </p>
          <div className="hero-actions">
            <Link href="/home" className="btn btn-primary btn-lg">
              <i className="bi bi-play-circle" aria-hidden="true" /> Explore the catalogue
            </Link>
            <Link href="/view-all" className="btn btn-outline-primary btn-lg">
              Browse all titles
            </Link>
          </div>
          <ul className="landing-stats list-unstyled">
            {stats.map((stat) => (
              <li key={stat.label}>
                <strong>{stat.value}</strong> {stat.label}
              </li>
            ))}
          </ul>
        </div>
        <div className="landing-hero-media">
          <FeaturedHero slides={bigSlider} label="Featured films" compact />
        </div>
      </div>
    </section>
  );
}
