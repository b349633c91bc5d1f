import Link from 'next/link';
import { formatCompactCount } from '@/lib/content/format-count';
import { streamImageOf } from '@/lib/content/streams/stream-image';
import type { StreamSummary } from '@/lib/content/streams/stream-types';
import { streamPathOf } from '@/lib/content/streams/to-stream';
import { StreamStatusBadge } from './stream-status-badge';

/** A catalogue card: still, badges (featured, restricted, status), title and the key facts. */
export function StreamCard({ stream, lazy = true }: { stream: StreamSummary; lazy?: boolean }) {
  const image = streamImageOf(stream);
  return (
    <article className="stream-card" data-status={stream.status}>
      <Link href={streamPathOf(stream)} className="landscape-card-link">
        <div className="landscape-card-media">
          {image ? <img src={image} alt="" width={1280} height={720} loading={lazy ? 'lazy' : undefined} decoding="async" /> : null}
          <div className="stream-card-badges">
            {stream.isFeatured ? <span className="stream-badge stream-badge-featured">Featured</span> : null}
            {stream.isRestricted ? (
              <span className="stream-badge stream-badge-restricted">
                <i className="bi bi-shield-exclamation" aria-hidden="true" /> Restricted
              </span>
            ) : null}
            <StreamStatusBadge status={stream.status} />
          </div>
          {stream.duration ? <span className="media-card-duration">{stream.duration}</span> : null}
          <span className="media-card-play" aria-hidden="true">
            <i className="bi bi-play-fill" />
          </span>
        </div>
        <h3 className="media-card-title">{stream.title}</h3>
        <p className="media-card-meta stream-card-meta">
          {stream.ranking ? <span>#{stream.ranking}</span> : null}
          {stream.year ? <span>{stream.year}</span> : null}
          {stream.language ? <span>{stream.language}</span> : null}
          <span>
            <i className="bi bi-eye" aria-hidden="true" /> {formatCompactCount(stream.views)}
          </span>
          {stream.rating !== null ? (
            <span>
              <i className="bi bi-star-fill" aria-hidden="true" /> {stream.rating.toFixed(1)}
            </span>
          ) : null}
        </p>
        {stream.genres.length ? <p className="stream-card-genres">{stream.genres.join(' · ')}</p> : null}
      </Link>
    </article>
  );
}
