/** The verified mark beside a personality's name. */
export function VerifiedBadge() {
  return (
    <span className="personality-verified" title="Verified personality">
      <i className="bi bi-patch-check-fill" aria-hidden="true" />
      <span className="visually-hidden">Verified</span>
    </span>
  );
}
