import { formatCompactCount, formatWholeCount } from '@/lib/content/format-count';
import type { StreamDetail } from '@/lib/content/streams/stream-types';

/** Rating, certificate, year, running time, language, quality, views and likes as small facts. */
export function StreamFacts({ stream }: { stream: StreamDetail }) {
  return (
    <ul className="media-facts list-unstyled stream-facts">
      {stream.rating !== null ? (
        <li aria-label={`Rated ${stream.rating.toFixed(1)} out of 10${stream.ratingFrom ? ` by ${stream.ratingFrom}` : ''}`}>
          <i className="bi bi-star-fill text-accent" aria-hidden="true" /> {stream.rating.toFixed(1)}/10
        </li>
      ) : null}
      {stream.certificate ? <li className={`media-fact-rating${stream.isRestricted ? ' is-restricted' : ''}`}>{stream.certificate}</li> : null}
      {stream.year ? <li>{stream.year}</li> : null}
      {stream.duration ? (
        <li>
          <i className="bi bi-clock" aria-hidden="true" /> {stream.duration}
        </li>
      ) : null}
      {stream.language ? (
        <li>
          <i className="bi bi-translate" aria-hidden="true" /> {stream.language}
        </li>
      ) : null}
      {stream.quality ? <li>{stream.quality}</li> : null}
      <li title={`${formatWholeCount(stream.views)} views`}>
        <i className="bi bi-eye" aria-hidden="true" /> <span className="stream-views">{formatCompactCount(stream.views)}</span> views
      </li>
      <li title={`${formatWholeCount(stream.likes)} likes`}>
        <i className="bi bi-hand-thumbs-up" aria-hidden="true" /> {formatCompactCount(stream.likes)}
      </li>
    </ul>
  );
}
