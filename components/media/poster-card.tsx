import Link from 'next/link';
import { ArtworkImage } from './artwork-image';
import type { CardLink } from './card-link';

/** A portrait poster with title and running time; `rank` sets a top-ten number beside it. */
export function PosterCard({ item, lazy = true, rank }: { item: CardLink; lazy?: boolean; rank?: number }) {
  const { card, href, badge, badgeTone } = item;
  return (
    <article className={`poster-card${rank ? ' poster-card-ranked' : ''}`}>
      <Link href={href} className="poster-card-link">
        <div className="poster-card-frame">
          {rank ? (
            <span className="poster-rank">
              {rank}
            </span>
          ) : null}
          <div className="poster-card-media">
            <ArtworkImage src={card.image} alt={`${card.title} poster`} lazy={lazy} />
            {badge ? <span className={`media-badge${badgeTone === 'neutral' ? ' media-badge-neutral' : ''}`}>{badge}</span> : null}
            <span className="media-card-play" aria-hidden="true">
              <i className="bi bi-play-fill" />
            </span>
          </div>
        </div>
        <h3 className="media-card-title">{card.title}</h3>
        <p className="media-card-meta">
          <i className="bi bi-clock" aria-hidden="true" /> {card.movieTime}
        </p>
      </Link>
    </article>
  );
}
