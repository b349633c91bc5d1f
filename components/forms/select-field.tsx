import { describedByOf, FieldFeedback } from './field-feedback';

type Option = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  /** The form field's name; editors that read no form data leave it out. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  error?: string;
  required?: boolean;
  hint?: string;
  /** The empty first option; none when every value is a valid choice. */
  placeholder?: string;
  /** Extra classes of the wrapper, e.g. a grid span. */
  className?: string;
};

/** A labelled select whose options show words other than their values (FormField's show the value), in FormField's look. */
export function SelectField({ id, name, label, value, onChange, options, error, required, hint, placeholder, className }: SelectFieldProps) {
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {!required && <span className="form-field-optional">{' (optional)'}</span>}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedByOf(id, error, hint)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldFeedback id={id} error={error} hint={hint} />
    </div>
  );
}
