import Link from 'next/link';

const FEATURES = [
  {
    icon: 'bi-person-badge',
    title: 'Ban histories',
    text: 'Creator profiles with the platforms, dates and stated reasons behind every ban, strike and reinstatement.',
  },
  {
    icon: 'bi-eye-slash',
    title: 'Shadowbans explained',
    text: 'Short, plain briefs on visibility filters, demonetisation and appeals, so you can tell a quiet week from a quiet ban.',
  },
  {
    icon: 'bi-collection-play',
    title: 'A stream catalogue',
    text: 'Films, series and talks on discipline, power, influence, information warfare, stoicism and leadership.',
  },
];

/** A short introduction to what the site offers, ending in a way into the catalogue. */
export function SiteIntro() {
  return (
    <section className="media-section site-intro" aria-labelledby="site-intro-title">
      <div className="container-xl">
        <div className="site-intro-panel">
          <div className="site-intro-head">
            <p className="landing-eyebrow">What StreamIt is</p>
            <h2 id="site-intro-title" className="site-intro-title">
              A watchtower for creators who lost their reach
            </h2>
            <p className="section-lead">
              Platforms rarely say when they turn someone down. We collect the cases, explain the mechanics and curate the
              stories worth watching while you rebuild.
            </p>
          </div>
          <ul className="feature-grid list-unstyled">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature-card">
                <i className={`bi ${feature.icon}`} aria-hidden="true" />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
          <div className="site-intro-actions">
            <Link href="/home" className="btn btn-primary">
              Open the streaming home
            </Link>
            <Link href="/movies/restricted" className="btn btn-outline-primary">
              See restricted titles
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
