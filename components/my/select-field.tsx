type Option = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  error?: string;
  required?: boolean;
  /** The empty first option; none when every value is a valid choice. */
  placeholder?: string;
  className?: string;
};

/** A labelled select whose options show words other than their values (FormField's show the value). */
export function SelectField({ id, name, label, value, onChange, options, error, required, placeholder, className }: SelectFieldProps) {
  const feedbackId = `${id}-feedback`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {!required && <span className="form-field-optional"> (optional)</span>}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? feedbackId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={feedbackId} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      )}
    </div>
  );
}
