import Link from 'next/link';
import { DEFAULT_STREAM_FILTERS, streamFiltersQuery } from '@/lib/content/streams/stream-filters';
import type { StreamDetail } from '@/lib/content/streams/stream-types';

/** A catalogue search for a value, across every status (a cast member may be in a withdrawn title). */
function searchHref(changes: Partial<typeof DEFAULT_STREAM_FILTERS>): string {
  return `/streams${streamFiltersQuery({ ...DEFAULT_STREAM_FILTERS, status: 'ALL', ...changes })}`;
}

/** Genres, director, cast, subtitles and tags; genres and people link to the catalogue. */
export function StreamInfoList({ stream }: { stream: StreamDetail }) {
  const rows: { label: string; items: { text: string; href?: string }[] }[] = [
    { label: 'Genres', items: stream.genres.map((genre) => ({ text: genre, href: searchHref({ genre }) })) },
    { label: 'Director', items: stream.director ? [{ text: stream.director, href: searchHref({ search: stream.director }) }] : [] },
    { label: 'Cast', items: stream.cast.map((name) => ({ text: name, href: searchHref({ search: name }) })) },
    { label: 'Subtitles', items: stream.subtitles.map((text) => ({ text })) },
    { label: 'Tags', items: stream.tags.map((tag) => ({ text: `#${tag}`, href: searchHref({ search: tag }) })) },
    { label: 'Type', items: [stream.videoType, stream.seasonType].filter((text): text is string => Boolean(text)).map((text) => ({ text })) },
  ];
  return (
    <dl className="detail-list stream-info-list">
      {rows
        .filter((row) => row.items.length)
        .map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.items.map((item) =>
                item.href ? (
                  <Link key={item.text} href={item.href}>
                    <bdi>{item.text}</bdi>
                  </Link>
                ) : (
                  <bdi key={item.text}>{item.text}</bdi>
                ),
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
