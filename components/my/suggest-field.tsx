type SuggestFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly string[];
  error?: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

/**
 * A text field with the browser's own suggestion list (a datalist): free text stays possible.
 * Its own markup because the shared FieldControl has no `list` attribute; the look is FormField's.
 */
export function SuggestField({ id, name, label, value, onChange, suggestions, error, required, hint, className }: SuggestFieldProps) {
  const listId = `${id}-suggestions`;
  const describedBy = error ? `${id}-feedback` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {!required && <span className="form-field-optional"> (optional)</span>}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        list={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {error ? (
        <p id={`${id}-feedback`} className="invalid-feedback d-block mb-0">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="form-text mb-0">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
