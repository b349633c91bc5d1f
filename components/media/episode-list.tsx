import Link from 'next/link';
import type { EpisodeRef } from '@/lib/sample-data/media-lookup';
import { ArtworkImage } from './artwork-image';

/** A season's episodes as numbered rows: still, title, place in the series and running time. */
export function EpisodeList({ episodes, currentSlug }: { episodes: EpisodeRef[]; currentSlug?: string }) {
  return (
    <ol className="episode-list list-unstyled">
      {episodes.map((ref) => (
        <li key={ref.slug}>
          <Link href={ref.href} className={`episode-row${ref.slug === currentSlug ? ' active' : ''}`} aria-current={ref.slug === currentSlug ? 'page' : undefined}>
            <span className="episode-number">{ref.number}</span>
            <span className="episode-thumb">
              <ArtworkImage src={ref.episode.image} alt={`${ref.episode.title} still`} />
              <i className="bi bi-play-fill" aria-hidden="true" />
            </span>
            <span className="episode-text">
              <span className="episode-title">{ref.episode.title}</span>
              <span className="episode-meta">
                Season {ref.season} · Episode {ref.number} ·{' '}
                <span className="text-nowrap">
                  <i className="bi bi-clock" aria-hidden="true" /> {ref.episode.movieTime}
                </span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
