import Link from 'next/link';
import { restrictedEntries } from '@/lib/sample-data/media-lookup';
import { ArtworkImage } from './artwork-image';
import { MediaFacts } from './media-facts';
import { RestrictedGate } from './restricted-gate';
import { RestrictedNotice } from './restricted-notice';

/** The age-gated shelf: a notice, then each restricted film with the reason it is restricted. */
export function RestrictedListing() {
  return (
    <div className="media-page">
      <section className="media-section">
        <div className="container-xl">
          <RestrictedNotice
            rating="16+ and 18+"
            reason="The films on this shelf depict harassment campaigns, violence or disturbing removed content. Their artwork stays hidden until you confirm your age, and every title page repeats the warning."
          />
          <RestrictedGate>
            <ul className="restricted-list list-unstyled">
              {restrictedEntries.map((entry) => (
                <li key={entry.slug}>
                  <Link href={entry.href} className="restricted-item">
                    <ArtworkImage src={entry.card.image} alt={`${entry.info.title} poster`} />
                    <div>
                      <h2 className="restricted-item-title">{entry.info.title}</h2>
                      <MediaFacts info={entry.info} typeLabel="Movie" />
                      <p className="restricted-item-reason">
                        <i className="bi bi-exclamation-triangle" aria-hidden="true" /> {entry.info.restriction}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </RestrictedGate>
        </div>
      </section>
    </div>
  );
}
