import type { ChangeEvent } from 'react';

type FormFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
  type?: 'text' | 'email';
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
  optional?: boolean;
  maxLength?: number;
};

/** A labelled input or textarea with its error message tied to it for assistive technology. */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  rows,
  autoComplete,
  placeholder,
  optional,
  maxLength,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    onChange,
    placeholder,
    maxLength,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
  };
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
        {optional && <span className="form-field-optional"> (optional)</span>}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {error && (
        <p id={errorId} className="invalid-feedback d-block">
          {error}
        </p>
      )}
    </div>
  );
}
