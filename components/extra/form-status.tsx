/** The live message under a form: an error prompt or the honest "not stored yet" notice. */
export function FormStatus({ id, notice, isError }: { id: string; notice: string | null; isError: boolean }) {
  return (
    <p
      id={id}
      role="status"
      className={`form-status${notice ? (isError ? ' form-status-error' : ' form-status-info') : ''}`}
    >
      {notice && (
        <i className={`bi ${isError ? 'bi-exclamation-circle' : 'bi-info-circle'}`} aria-hidden="true" />
      )}
      {notice && <span>{notice}</span>}
    </p>
  );
}
