import type { MediaInfo } from '@/lib/sample-data/media-info';

/** A title's rating, kind, year, running time and language as a row of small facts. */
export function MediaFacts({ info, typeLabel, extra }: { info: MediaInfo; typeLabel: string; extra?: string }) {
  return (
    <ul className="media-facts list-unstyled">
      <li className={`media-fact-rating${info.restriction ? ' is-restricted' : ''}`}>{info.rating}</li>
      <li>{typeLabel}</li>
      <li>{info.year}</li>
      <li>
        <i className="bi bi-clock" aria-hidden="true" /> {info.movieTime}
      </li>
      {extra ? <li>{extra}</li> : null}
      <li>
        <i className="bi bi-translate" aria-hidden="true" /> {info.language}
      </li>
    </ul>
  );
}
