import Link from 'next/link';
import { MEDIA_TYPE_LABELS, genresOf, type MediaEntry } from '@/lib/sample-data/media-lookup';
import { ArtworkImage } from './artwork-image';
import { MediaFacts } from './media-facts';

/** One featured title over its banner artwork, with its facts, synopsis and actions. */
export function HeroSlide({ entry, image, heading = 'h2', lazy = true }: { entry: MediaEntry; image: string; heading?: 'h1' | 'h2'; lazy?: boolean }) {
  const Heading = heading;
  const genres = genresOf(entry.info);
  return (
    <div className="hero-slide">
      <ArtworkImage src={image} alt={`${entry.info.title} banner`} lazy={lazy} className="hero-slide-image" />
      <div className="hero-slide-shade" aria-hidden="true" />
      <div className="hero-slide-content">
        <p className="hero-eyebrow">
          <span className="hero-eyebrow-badge">Featured</span>
          {genres.map((genre) => genre.title).join(' · ')}
        </p>
        <Heading className="hero-title">{entry.info.title}</Heading>
        <MediaFacts info={entry.info} typeLabel={MEDIA_TYPE_LABELS[entry.type]} />
        <p className="hero-synopsis">{entry.info.synopsis}</p>
        <div className="hero-actions">
          <Link href={entry.href} className="btn btn-primary btn-lg">
            <i className="bi bi-play-fill" aria-hidden="true" /> Watch now
          </Link>
          <Link href="/play-list" className="btn btn-hero-ghost btn-lg">
            <i className="bi bi-plus-lg" aria-hidden="true" /> Watchlist
          </Link>
        </div>
      </div>
    </div>
  );
}
