/** Five stars filled to the nearest half, with the rating and review count spelled out for screen readers. */
export function StarRating({ rating, reviews }: { rating: number; reviews?: number }) {
  const halves = Math.round(rating * 2);
  const label = `Rated ${rating.toFixed(1)} out of 5${reviews === undefined ? '' : `, ${reviews} reviews`}`;
  return (
    <span className="star-rating" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => {
        const icon = halves >= star * 2 ? 'bi-star-fill' : halves === star * 2 - 1 ? 'bi-star-half' : 'bi-star';
        return <i key={star} className={`bi ${icon}`} aria-hidden="true" />;
      })}
      {reviews !== undefined && <span className="star-rating-count" aria-hidden="true">({reviews})</span>}
    </span>
  );
}
