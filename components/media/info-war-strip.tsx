import { informationWar, informationWarBlurbs } from '@/lib/sample-data/information-war';
import { CategoryCard } from './category-card';
import { SectionHeader } from './section-header';

/** The fronts of the information war as a strip of category tiles. */
export function InfoWarStrip({ title = 'The information war' }: { title?: string }) {
  return (
    <section className="media-section info-war" aria-labelledby="info-war-title">
      <div className="container-xl">
        <SectionHeader id="info-war-title" title={title} href="/tags" linkLabel="All tags" />
        <p className="section-lead">
          How reach is taken away, faked or won back. Pick a front to see every title about it.
        </p>
        <div className="infowar-grid">
          {informationWar.map((category) => (
            <CategoryCard key={category.slug} category={category} blurb={informationWarBlurbs[category.slug]} />
          ))}
        </div>
      </div>
    </section>
  );
}
