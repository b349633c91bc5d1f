import type { ReactNode } from 'react';

/** What a control's aria-describedby names: its error while there is one, else its hint. */
export function describedByOf(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  return error ? `${id}-feedback` : hint ? `${id}-hint` : undefined;
}

/** The text under a control: its error, or its hint while there is no error (ids as describedByOf gives). */
export function FieldFeedback({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-feedback`} className="invalid-feedback d-block mb-0">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="form-text mb-0">
      {hint}
    </p>
  );
}
