import Link from 'next/link';
import { slugOf } from '@/lib/slug';
import { findEntry } from '@/lib/sample-data/media-lookup';
import type { MediaCard } from '@/lib/sample-data/types';
import { ArtworkImage } from './artwork-image';

/** The year's award winner in a wide feature, with the rest of the shortlist beside it. */
export function MovieOfTheYear({ cards }: { cards: MediaCard[] }) {
  const [winner, ...shortlist] = cards;
  const entry = winner ? findEntry('movie', slugOf(winner.title)) : undefined;
  if (!winner || !entry) return null;
  return (
    <section className="media-section" aria-labelledby="movie-of-the-year">
      <div className="container-xl">
        <div className="moty">
          <div className="moty-feature">
            <ArtworkImage src={winner.image} alt={`${winner.title} banner`} className="moty-image" />
            <div className="moty-body">
              <p className="moty-award">
                <i className="bi bi-trophy-fill" aria-hidden="true" /> Movie of the year
              </p>
              <h2 id="movie-of-the-year" className="moty-title">
                {winner.title}
              </h2>
              <p className="moty-synopsis">{entry.info.synopsis}</p>
              <Link href={entry.href} className="btn btn-primary">
                <i className="bi bi-play-fill" aria-hidden="true" /> Watch the winner
              </Link>
            </div>
          </div>
          <div className="moty-shortlist">
            <p className="moty-shortlist-title">Also shortlisted</p>
            <ul className="list-unstyled">
              {shortlist.map((card) => (
                <li key={card.title}>
                  <Link href={`/movies/${slugOf(card.title)}`} className="moty-entry">
                    <ArtworkImage src={card.image} alt={`${card.title} banner`} />
                    <span>
                      <span className="moty-entry-title">{card.title}</span>
                      <span className="moty-entry-meta">{card.movieTime}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
