/** The warning shown on restricted titles and on the restricted catalogue. */
export function RestrictedNotice({ rating, reason }: { rating: string; reason: string }) {
  return (
    <div className="restricted-notice" role="note">
      <i className="bi bi-shield-exclamation" aria-hidden="true" />
      <div>
        <p className="restricted-notice-title">Restricted content · {rating}</p>
        <p className="restricted-notice-text">{reason}</p>
      </div>
    </div>
  );
}
