import type { ReactNode } from 'react';
import { FieldControl, type FieldControlProps } from './field-control';

/** The two looks of a field on this site: the message forms' and the shop's (which stars required fields). */
const LOOKS = {
  message: { wrapper: 'form-field', optional: 'form-field-optional', requiredMark: null },
  shop: { wrapper: 'shop-field', optional: 'shop-optional', requiredMark: 'shop-required' },
} satisfies Record<string, { wrapper: string; optional: string; requiredMark: string | null }>;

export type FieldLook = keyof typeof LOOKS;

type FormFieldProps = Omit<FieldControlProps, 'invalid' | 'describedBy'> & {
  label: string;
  error?: string;
  /** A help text under the control, shown while there is no error. */
  hint?: ReactNode;
  look?: FieldLook;
  /** Extra classes of the wrapper, e.g. a grid span. */
  className?: string;
};

/**
 * One labelled control with its error message, linked by aria-describedby. Fields that are not
 * required say "(optional)"; the shop look also stars the required ones.
 */
export function FormField({ label, error, hint, look = 'message', className, ...control }: FormFieldProps) {
  const { wrapper, optional, requiredMark } = LOOKS[look];
  const feedbackId = `${control.id}-feedback`;
  const hintId = `${control.id}-hint`;
  const showHint = Boolean(hint) && !error;
  return (
    <div className={className ? `${wrapper} ${className}` : wrapper}>
      <label htmlFor={control.id} className="form-label">
        {label}
        {!control.required ? (
          <span className={optional}>{' (optional)'}</span>
        ) : (
          requiredMark && (
            <span className={requiredMark} aria-hidden="true">
              {' *'}
            </span>
          )
        )}
      </label>
      <FieldControl
        {...control}
        invalid={Boolean(error)}
        describedBy={error ? feedbackId : showHint ? hintId : undefined}
      />
      {error && (
        <p id={feedbackId} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      )}
      {showHint && (
        <p id={hintId} className="form-text mb-0">
          {hint}
        </p>
      )}
    </div>
  );
}
