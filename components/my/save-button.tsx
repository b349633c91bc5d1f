/** A form's submit button: disabled with "Saving…" and a spinner while the save runs. */
export function SaveButton({ isSaving, label }: { isSaving: boolean; label: string }) {
  return (
    <button type="submit" className="btn btn-primary my-save" disabled={isSaving} aria-disabled={isSaving}>
      {isSaving ? (
        <>
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Saving…
        </>
      ) : (
        label
      )}
    </button>
  );
}
