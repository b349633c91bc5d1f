import Link from 'next/link';
import { artworkUrl } from '@/lib/artwork/render-artwork';

/** The About page's opening: who we are and why the site exists. */
export function AboutIntro() {
  return (
    <section className="about-intro" aria-labelledby="about-intro-title">
      <div className="about-intro-media">
        <img
          src={artworkUrl('still', 'watching-the-watchers')}
          alt="Artwork: watching the watchers"
          width={1280}
          height={720}
        />
      </div>
      <div className="about-intro-text">
        <p className="extra-eyebrow">Who we are</p>
        <h2 id="about-intro-title">We watch the watchers</h2>
        <p>
          Platforms decide, every minute, whose voice travels and whose disappears. Most of those decisions
          are made by automated systems and explained, if at all, in a sentence or two. StreamIt exists to
          document them.
        </p>
        <p>
          We keep ban histories, explain restrictions and shadowbans in plain language, and publish a stream
          catalogue on the qualities that help creators through them: discipline, composure, leadership and a
          clear head about power, influence and information warfare.
        </p>
        <div className="about-intro-actions">
          <Link href="/blogs" className="btn btn-primary">
            Read the blog
          </Link>
          <Link href="/extra/contact-us" className="btn btn-outline-primary">
            Tell us about a ban
          </Link>
        </div>
      </div>
    </section>
  );
}
