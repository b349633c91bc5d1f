import Link from 'next/link';
import type { EpisodeRef, MediaEntry } from '@/lib/sample-data/media-lookup';
import { EpisodeList } from './episode-list';
import { GridSection } from './grid-section';
import { PlayerFrame } from './player-frame';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** One episode: its player, where it sits in the series, neighbours and the rest of its season. */
export function EpisodeDetail({ show, episodes, current }: { show: MediaEntry; episodes: EpisodeRef[]; current: EpisodeRef }) {
  const index = episodes.findIndex((ref) => ref.slug === current.slug);
  const previous = episodes[index - 1];
  const next = episodes[index + 1];
  const season = episodes.filter((ref) => ref.season === current.season);
  return (
    <div className="media-page">
      <section className="detail-overview" aria-labelledby="episode-heading">
        <div className="container-xl detail-grid">
          <PlayerFrame image={current.episode.image} title={current.episode.title} duration={current.episode.movieTime} />
          <div className="detail-info">
            <p className="episode-eyebrow">
              Season {current.season} · Episode {current.number}
            </p>
            <h2 id="episode-heading" className="detail-heading episode-show-link">
              <Link href={show.href}>{show.info.title}</Link>
            </h2>
            <ul className="media-facts list-unstyled">
              <li className="media-fact-rating">{show.info.rating}</li>
              <li>
                <i className="bi bi-clock" aria-hidden="true" /> {current.episode.movieTime}
              </li>
              <li>{show.info.year}</li>
            </ul>
            <p className="detail-synopsis">
              Episode {current.number} of the {ORDINALS[current.season - 1] ?? `${current.season}th`} season of {show.info.title}.{' '}
              {show.info.synopsis}
            </p>
            <div className="episode-nav">
              {previous ? (
                <Link href={previous.href} className="btn btn-outline-primary">
                  <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" /> Previous episode
                </Link>
              ) : (
                <Link href={show.href} className="btn btn-outline-primary">
                  <i className="bi bi-collection-play" aria-hidden="true" /> All episodes
                </Link>
              )}
              {next ? (
                <Link href={next.href} className="btn btn-primary">
                  Next episode <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </section>
      <GridSection title={`Season ${current.season} episodes`} href={show.href} linkLabel="All seasons">
        <EpisodeList episodes={season} currentSlug={current.slug} />
      </GridSection>
    </div>
  );
}
