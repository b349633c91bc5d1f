import Link from 'next/link';
import type { ReactNode } from 'react';
import { MEDIA_TYPE_LABELS, castOf, genresOf, tagsOf, type MediaEntry } from '@/lib/sample-data/media-lookup';
import { MediaFacts } from './media-facts';
import { PlayerFrame } from './player-frame';
import { RestrictedNotice } from './restricted-notice';
import { TagChip } from './tag-chip';

const MORE_LABELS = { movie: 'More movies', 'tv-show': 'More TV shows', video: 'More videos' } as const;

/** The top of a detail page: a player-like frame beside the title's facts, synopsis and credits. */
export function DetailOverview({ entry, still, extraFact, children }: { entry: MediaEntry; still: string; extraFact?: string; children?: ReactNode }) {
  const { info } = entry;
  const genres = genresOf(info);
  const people = castOf(info);
  const tags = tagsOf(info);
  return (
    <section className="detail-overview" aria-labelledby="overview-heading">
      <div className="container-xl">
        {info.restriction ? <RestrictedNotice rating={info.rating} reason={info.restriction} /> : null}
        <div className="detail-grid">
          <PlayerFrame image={still} title={info.title} duration={info.movieTime} />
          <div className="detail-info">
            <h2 id="overview-heading" className="detail-heading">
              Overview
            </h2>
            <MediaFacts info={info} typeLabel={MEDIA_TYPE_LABELS[entry.type]} extra={extraFact} />
            <p className="detail-synopsis">{info.synopsis}</p>
            <dl className="detail-list">
              <div>
                <dt>Genres</dt>
                <dd>
                  {genres.map((genre) => (
                    <Link key={genre.slug} href={`/genres/${genre.slug}`}>
                      {genre.title}
                    </Link>
                  ))}
                </dd>
              </div>
              <div>
                <dt>Starring</dt>
                <dd>
                  {people.map((person) => (
                    <Link key={person.slug} href={`/cast/${person.slug}`}>
                      {person.title}
                    </Link>
                  ))}
                </dd>
              </div>
            </dl>
            <div className="media-tag-list">
              {tags.map((tag) => (
                <TagChip key={tag.slug} title={tag.title} slug={tag.slug} />
              ))}
            </div>
            <div className="detail-actions">
              <Link href="/play-list" className="btn btn-primary">
                <i className="bi bi-collection-play" aria-hidden="true" /> Open playlist
              </Link>
              <Link href={`/view-all?type=${entry.type}`} className="btn btn-outline-primary">
                {MORE_LABELS[entry.type]}
              </Link>
            </div>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
