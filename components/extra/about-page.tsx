import { AboutIntro } from './about-intro';
import { AboutValues } from './about-values';
import { ContactCta } from './contact-cta';
import { TeamGrid } from './team-grid';

/** The About page's sections in order. */
export function AboutPage() {
  return (
    <div className="container-xl extra-section extra-stack">
      <AboutIntro />
      <AboutValues />
      <TeamGrid />
      <ContactCta
        title="Have a case we should look at?"
        text="Tell us what happened, with dates and any notice you received."
      />
    </div>
  );
}
