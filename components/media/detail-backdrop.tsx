import { ArtworkImage } from './artwork-image';

/** A soft, blurred wash of a title's banner behind the top of its detail page. */
export function DetailBackdrop({ image }: { image: string }) {
  return (
    <div className="detail-backdrop" aria-hidden="true">
      <ArtworkImage src={image} alt="" lazy={false} />
    </div>
  );
}
