'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';

/** The moderation rules take reasons of up to this many characters (amplify/data/moderation/). */
const REASON_MAX_LENGTH = 1000;

type ReasonActionProps = {
  /** The button's text ("Hide"), and its full name for assistive technology ("Hide Brief “…”"). */
  label: string;
  accessibleLabel: string;
  icon: string;
  /** The reason box's label: who reads the reason. */
  reasonLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  look?: 'danger' | 'primary' | 'secondary';
  /** Acts; a throw is shown beside the form and the reason stays. */
  onConfirm: (reason: string) => Promise<void>;
};

/**
 * A moderation act behind a reason: the button opens a small form whose reason is required (it
 * goes to the audit log, and to the record's owner for a hide); Cancel closes it unchanged.
 */
export function ReasonAction({ label, accessibleLabel, icon, reasonLabel, confirmLabel, pendingLabel, look = 'secondary', onConfirm }: ReasonActionProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  function open() {
    setIsOpen(true);
    setProblem(null);
    // Focus the reason once the form is on screen.
    requestAnimationFrame(() => boxRef.current?.focus());
  }

  function cancel() {
    setIsOpen(false);
    setProblem(null);
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!reason.trim()) {
      setProblem(REQUIRED_FIELD_MESSAGE);
      boxRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setProblem(null);
    try {
      await onConfirm(reason);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setIsBusy(false);
    }
  }

  const outline = `btn btn-sm btn-outline-${look}`;
  if (!isOpen) {
    return (
      <button ref={openerRef} type="button" className={outline} onClick={open} aria-label={accessibleLabel}>
        <i className={`bi ${icon}`} aria-hidden="true" /> {label}
      </button>
    );
  }
  return (
    <form className="moderation-reason" onSubmit={submit} noValidate aria-label={accessibleLabel}>
      <label htmlFor={`${id}-reason`} className="form-label">
        {reasonLabel}
      </label>
      <textarea
        ref={boxRef}
        id={`${id}-reason`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        aria-required="true"
        aria-invalid={Boolean(problem) || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        disabled={isBusy}
      />
      {problem && (
        <p id={`${id}-problem`} className="invalid-feedback d-block mb-0" role="alert">
          {problem}
        </p>
      )}
      <div className="moderation-reason-actions">
        <button type="submit" className={`btn btn-sm btn-${look}`} disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {isBusy ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={cancel} disabled={isBusy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
