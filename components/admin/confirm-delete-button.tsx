'use client';

import { useId, useRef, useState } from 'react';

type ConfirmDeleteButtonProps = {
  /** What is deleted, as the question names it: “The Long Watch”. */
  itemName: string;
  /** Deletes; a throw is shown in the dialog and nothing else changes. */
  onConfirm: () => Promise<void>;
  buttonLabel?: string;
  size?: 'sm' | 'md';
};

/**
 * Delete behind a confirmation: a modal dialog names the record and says it cannot be undone;
 * the dialog shows progress and any failure, and Cancel or Escape leave everything as it was.
 */
export function ConfirmDeleteButton({ itemName, onConfirm, buttonLabel = 'Delete', size = 'md' }: ConfirmDeleteButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isDeleting, setIsDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    setProblem(null);
    dialogRef.current?.showModal();
  };
  const close = () => {
    if (!isDeleting) dialogRef.current?.close();
  };
  const confirm = async () => {
    setIsDeleting(true);
    setProblem(null);
    try {
      await onConfirm();
      dialogRef.current?.close();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <>
      <button type="button" className={`btn btn-outline-danger${size === 'sm' ? ' btn-sm' : ''}`} onClick={open} aria-label={`${buttonLabel} ${itemName}`}>
        <i className="bi bi-trash" aria-hidden="true" /> {buttonLabel}
      </button>
      <dialog ref={dialogRef} className="admin-dialog" aria-labelledby={titleId} onCancel={(event) => isDeleting && event.preventDefault()}>
        <h2 id={titleId} className="h5">
          Delete {itemName}?
        </h2>
        <p>This removes it for everyone and cannot be undone.</p>
        {problem && (
          <p className="text-danger" role="alert">
            {problem}
          </p>
        )}
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={isDeleting}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={isDeleting} aria-busy={isDeleting || undefined}>
            {isDeleting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {isDeleting ? 'Deleting…' : 'Yes, delete'}
          </button>
        </div>
      </dialog>
    </>
  );
}
