/** After a delete sent the admin back to the list: what was deleted. */
export function DeletedNotice({ name }: { name?: string }) {
  if (!name) return null;
  return (
    <p className="alert alert-success" role="status">
      <i className="bi bi-check2-circle" aria-hidden="true" /> Deleted “{name}”.
    </p>
  );
}
