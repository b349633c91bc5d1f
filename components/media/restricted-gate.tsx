'use client';

import { useState, type ReactNode } from 'react';

/** Blurs age-gated artwork until the visitor confirms they are old enough to browse it. */
export function RestrictedGate({ children }: { children: ReactNode }) {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div className={`restricted-gate${confirmed ? ' is-open' : ''}`}>
      <div className="restricted-gate-content" inert={!confirmed}>
        {children}
      </div>
      {confirmed ? null : (
        <div className="restricted-gate-overlay">
          <i className="bi bi-eye-slash" aria-hidden="true" />
          <p className="restricted-gate-title">Artwork hidden</p>
          <p className="restricted-gate-text">These titles are rated 16+ or 18+. Confirm your age to reveal them.</p>
          <button type="button" className="btn btn-primary" onClick={() => setConfirmed(true)}>
            I am 18 or older, show titles
          </button>
        </div>
      )}
    </div>
  );
}
