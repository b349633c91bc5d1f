type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
};

/** One of fixed options with readable labels (enum values such as CONTENT_CREATOR stay the values). */
export function SelectField({ id, label, value, options, onChange, required, error, hint }: SelectFieldProps) {
  const describedBy = error ? `${id}-feedback` : hint ? `${id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
        {!required && <span className="form-field-optional">{' (optional)'}</span>}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{required ? 'Choose…' : 'None'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-feedback`} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="form-text mb-0">
          {hint}
        </p>
      )}
    </div>
  );
}
