import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';

type CheckFieldProps = {
  id: string;
  name: string;
  label: string;
  /** 'true' when ticked, '' otherwise: the form keeps every value as text. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled tick box bound to a text form value. */
export function CheckField({ id, name, label, value, onChange, error, hint }: CheckFieldProps) {
  return (
    <div className="form-field">
      <div className="form-check">
        <input
          id={id}
          name={name}
          type="checkbox"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          checked={value === 'true'}
          onChange={(event) => onChange(event.target.checked ? 'true' : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error, hint)}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
      </div>
      <FieldFeedback id={id} error={error} hint={hint} />
    </div>
  );
}
