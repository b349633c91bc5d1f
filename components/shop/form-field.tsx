import type { ChangeEvent, ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  options?: string[];
  className?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
};

/** One labelled form control with its error message; marks required fields and links the message for screen readers. */
export function FormField({ id, label, value, error, required, type = 'text', autoComplete, placeholder, multiline, options, className, hint, onChange }: FieldProps) {
  const feedbackId = `${id}-feedback`;
  const shared = {
    id,
    name: id,
    value,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': error ? feedbackId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value),
  };
  const invalid = error ? ' is-invalid' : '';
  return (
    <div className={`shop-field ${className ?? ''}`}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <span className="shop-required" aria-hidden="true"> *</span> : <span className="shop-optional"> (optional)</span>}
      </label>
      {options ? (
        <select {...shared} className={`form-select${invalid}`} autoComplete={autoComplete}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...shared} className={`form-control${invalid}`} rows={3} placeholder={placeholder} />
      ) : (
        <input {...shared} type={type} className={`form-control${invalid}`} autoComplete={autoComplete} placeholder={placeholder} />
      )}
      {error && (
        <p id={feedbackId} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      )}
      {hint && !error && <p className="form-text mb-0">{hint}</p>}
    </div>
  );
}
