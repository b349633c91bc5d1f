type ChoicesFieldProps = {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
  hint?: string;
};

/** Any number of fixed options, as checkboxes (kept in the options' order). */
export function ChoicesField({ id, label, options, selected, onChange, error, hint }: ChoicesFieldProps) {
  const toggle = (value: string, isOn: boolean) =>
    onChange(options.map((option) => option.value).filter((candidate) => (candidate === value ? isOn : selected.includes(candidate))));
  return (
    <fieldset className="admin-choices-field" aria-describedby={error ? `${id}-feedback` : hint ? `${id}-hint` : undefined}>
      <legend className="form-label">{label}</legend>
      <div className="admin-choices">
        {options.map((option, index) => (
          <div key={option.value} className="form-check">
            <input
              id={index === 0 ? id : `${id}-${option.value}`}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={index === 0 ? id : `${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
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
    </fieldset>
  );
}
