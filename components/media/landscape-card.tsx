import Link from 'next/link';
import { ArtworkImage } from './artwork-image';
import type { CardLink } from './card-link';

/** A wide still with the title beneath; `label` adds a line above the title (e.g. S1 · E2). */
export function LandscapeCard({ item, lazy = true, label }: { item: CardLink; lazy?: boolean; label?: string }) {
  const { card, href, badge, badgeTone } = item;
  return (
    <article className={`landscape-card${card.image.startsWith('/artwork/banner/') ? ' landscape-card-wide' : ''}`}>
      <Link href={href} className="landscape-card-link">
        <div className="landscape-card-media">
          <ArtworkImage src={card.image} alt={`${card.title} still`} lazy={lazy} />
          {badge ? <span className={`media-badge${badgeTone === 'neutral' ? ' media-badge-neutral' : ''}`}>{badge}</span> : null}
          <span className="media-card-duration">{card.movieTime}</span>
          <span className="media-card-play" aria-hidden="true">
            <i className="bi bi-play-fill" />
          </span>
        </div>
        {label ? <p className="landscape-card-label">{label}</p> : null}
        <h3 className="media-card-title">{card.title}</h3>
      </Link>
    </article>
  );
}
