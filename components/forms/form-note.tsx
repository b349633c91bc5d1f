import type { ReactNode } from 'react';

/** The note at the top of a form that says what it does with what is typed (for now: nothing is stored). */
export function FormNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="form-note">
      <i className="bi bi-info-circle" aria-hidden="true" /> {children}
    </p>
  );
}
